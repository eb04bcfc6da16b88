import { i18n } from '@lingui/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertSummary } from '../../src/web/features/alerts/alert-form';
import { receivedText } from '../../src/web/features/notifications/notification-format';
import { labelProblem, placeName } from '../../src/web/features/saved-places/saved-places-rules';
import { seriesChangedMessage } from '../../src/web/features/series/series-messages';
import { etaText, tripActionMessage } from '../../src/web/features/trip-day/trip-rules';
import {
  cancelConsequences,
  emptyTrips,
  seatsText,
} from '../../src/web/features/trips/trip-messages';
import { ApiError } from '../../src/web/lib/api-error';
import { weekdaysText } from '../../src/web/rides/weekdays';

// My Trips, the trip screen, regular rides, alerts, notifications and saved places in
// Kiswahili: the same helpers as in English, read with the Kiswahili catalogue active.

describe('in Kiswahili', () => {
  beforeAll(async () => {
    // The words of the screens beyond the landing page, as a screen loads them (commute and app).
    const [commute, app] = await Promise.all([
      import('../../src/web/locales/sw/commute.po'),
      import('../../src/web/locales/sw/app.po'),
    ]);
    const messages = { ...commute.messages, ...app.messages };
    i18n.loadAndActivate({ locale: 'sw', messages });
  });
  afterAll(() => i18n.activate('en'));

  it('names the days of a regular ride and an alert by their Kiswahili names', () => {
    expect(weekdaysText([1, 2, 3, 4, 5])).toBe('Jumatatu–Ijumaa');
    expect(weekdaysText([6, 1])).toBe('Jumatatu, Jumamosi');
    expect(weekdaysText([0, 1, 2, 3, 4, 5, 6])).toBe('Kila siku');
    expect(
      alertSummary({ weekdays: [1, 2, 3, 4, 5], departureTime: '07:00', maxDistance: 5 }),
    ).toBe('Jumatatu–Ijumaa, kuondoka 06:30–10:00, ndani ya km 5');
  });

  it('counts seats and trips with the plural Kiswahili needs', () => {
    expect(seatsText(1)).toBe('kiti 1');
    expect(seatsText(3)).toBe('viti 3');
    expect(
      cancelConsequences(
        {
          type: 'driver',
          refundable: 0,
          bookedSeats: 2,
          departureTime: '2026-11-25T07:00:00+03:00',
          freeCancellationUntil: null,
        },
        new Date('2026-11-24T07:00:00+03:00'),
      ).description,
    ).toMatch(/^Viti 2 vimehifadhiwa\. Kila abiria/);
    expect(emptyTrips('upcoming').title).toBe('Hakuna safari zijazo');
    expect(
      seriesChangedMessage('skip', { series: {}, cancelledRides: 1, refundedBookings: 0 } as never)
        .description,
    ).toBe('Safari 1 imeghairiwa.');
  });

  it('says when a notification came, with times as digits', () => {
    const now = new Date('2026-11-24T09:00:00+03:00');
    expect(receivedText(new Date('2026-11-24T08:55:00+03:00'), now)).toBe('dakika 5 zilizopita');
    expect(receivedText(new Date('2026-11-23T18:04:00+03:00'), now)).toBe('Jana, 18:04');
    expect(
      receivedText(new Date('2026-12-12T07:30:00+03:00'), new Date('2026-12-24T09:00:00+03:00')),
    ).toBe('12 Des, 07:30');
  });

  it('explains a refused trip action in its own words', () => {
    const wrong = new ApiError('x', 422, { code: 'wrong_boarding_code', triesLeft: 2 });
    expect(tripActionMessage(wrong)).toBe('Msimbo huo wa kupanda si sahihi. Majaribio 2 yamebaki.');
    expect(tripActionMessage(new ApiError('x', 409, { code: 'trip_not_started' }))).toBe(
      'Anza safari kwanza.',
    );
    expect(etaText(65)).toBe('saa 1 dakika 5');
  });

  it('calls Home and Work by their Kiswahili names, and other places as they were named', () => {
    expect(placeName('home')).toBe('Nyumbani');
    expect(placeName('Work')).toBe('Kazini');
    expect(placeName('Gym')).toBe('Gym');
    expect(labelProblem('work', [])).toBe('Kazini ina nafasi yake hapo juu.');
  });
});
