import { describe, expect, it } from 'vitest';
import { alertSummary, alertWindowText, radiusChoices, readAlertForm } from './alert-form';

const ruiru = { address: 'Ruiru Town, Kiambu', latitude: -1.147565, longitude: 36.959228 };
const kencom = { address: 'Nairobi CBD (Kencom)', latitude: -1.285817, longitude: 36.824544 };

describe('the ride alert form', () => {
  it('sends the places, the time, the days in order and the radius', () => {
    expect(
      readAlertForm({
        pickup: ruiru,
        destination: kencom,
        departureTime: '07:15',
        weekdays: [5, 1, 3, 1],
        maxDistance: 2,
      }),
    ).toEqual({
      ok: true,
      alert: {
        pickupLocation: ruiru,
        destination: kencom,
        departureTime: '07:15',
        weekdays: [1, 3, 5],
        maxDistance: 2,
      },
    });
  });

  it('says what is missing', () => {
    const read = readAlertForm({
      pickup: null,
      destination: kencom,
      departureTime: '',
      weekdays: [],
      maxDistance: 5,
    });
    expect(read).toEqual({
      ok: false,
      errors: {
        pickup: 'Choose where you start.',
        departureTime: 'Choose a time, such as 07:30.',
        weekdays: 'Choose at least one day.',
      },
    });
  });

  it('names the window the search rules watch, within the day', () => {
    expect(alertWindowText('07:00')).toBe('06:30–10:00');
    expect(alertWindowText('00:10')).toBe('23:40–03:10');
    expect(alertWindowText('22:30')).toBe('22:00–01:30');
  });

  it('sums an alert up in a line', () => {
    expect(
      alertSummary({ weekdays: [1, 2, 3, 4, 5], departureTime: '07:00', maxDistance: 5 }),
    ).toBe('Mon–Fri, leaving 06:30–10:00, within 5 km');
    expect(alertSummary({ weekdays: [6, 1], departureTime: '18:00', maxDistance: 0.5 })).toBe(
      'Mon, Sat, leaving 17:30–21:00, within 0.5 km',
    );
  });

  it('offers the usual radii and the search’s own', () => {
    expect(radiusChoices(5)).toEqual([1, 2, 5, 10, 20]);
    expect(radiusChoices(3)).toEqual([1, 2, 3, 5, 10, 20]);
  });
});
