import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import {
  boardingRefusal,
  etaText,
  mayReportNoShow,
  noShowOpen,
  passengerPhase,
  sosOpen,
  startState,
  tripActionMessage,
} from './trip-rules';

const DEPARTURE = Date.parse('2026-11-25T04:00:00.000Z'); // 7:00 am in Nairobi
const minutes = (n: number) => DEPARTURE + n * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const trip = {
  status: 'active' as const,
  startOpensAt: iso(minutes(-30)),
  completesAt: iso(minutes(120)),
  noShowOpensAt: iso(minutes(10)),
  sosOpensAt: iso(minutes(-60)),
  sosClosesAt: iso(minutes(180)),
};

describe('when the driver may start', () => {
  it('from 30 minutes before departure until the automatic completion', () => {
    expect(startState(trip, minutes(-31))).toEqual({
      kind: 'too_early',
      opensAt: new Date(minutes(-30)),
    });
    expect(startState(trip, minutes(-30))).toEqual({ kind: 'open' });
    expect(startState(trip, minutes(119))).toEqual({ kind: 'open' });
    expect(startState(trip, minutes(120))).toEqual({ kind: 'over' });
  });

  it('not again once started, ended or cancelled', () => {
    expect(startState({ ...trip, status: 'in_progress' }, minutes(0)).kind).toBe('started');
    expect(startState({ ...trip, status: 'completed' }, minutes(0)).kind).toBe('ended');
    expect(startState({ ...trip, status: 'cancelled' }, minutes(0)).kind).toBe('ended');
  });
});

describe('the safety windows', () => {
  it('SOS from an hour before departure until an hour after the end', () => {
    expect(sosOpen(trip, minutes(-61))).toBe(false);
    expect(sosOpen(trip, minutes(-60))).toBe(true);
    expect(sosOpen(trip, minutes(179))).toBe(true);
    expect(sosOpen(trip, minutes(180))).toBe(false);
  });

  it('“Didn’t show up” from departure + 10 minutes, while driving', () => {
    const driving = { ...trip, status: 'in_progress' as const };
    expect(noShowOpen(driving, minutes(9))).toBe(false);
    expect(noShowOpen(driving, minutes(10))).toBe(true);
    expect(noShowOpen(trip, minutes(30))).toBe(false);
  });

  it('“Driver never came” for a passenger still waiting, until the report closes', () => {
    const until = iso(minutes(24 * 60));
    const waiting = {
      status: 'completed' as const,
      booking: { boardingStatus: 'waiting' as const, reportNoShowUntil: until },
    };
    expect(mayReportNoShow(waiting, minutes(200))).toBe(true);
    expect(mayReportNoShow(waiting, minutes(24 * 60))).toBe(false);
    expect(
      mayReportNoShow(
        { ...waiting, booking: { boardingStatus: 'boarded', reportNoShowUntil: until } },
        minutes(200),
      ),
    ).toBe(false);
    expect(
      mayReportNoShow({ ...waiting, booking: { ...waiting.booking, reportNoShowUntil: null } }, 0),
    ).toBe(false);
    expect(mayReportNoShow({ ...waiting, status: 'in_progress' }, minutes(20))).toBe(false);
  });
});

describe('where a passenger stands', () => {
  const booking = (boardingStatus: 'waiting' | 'boarded' | 'no_show', status = 'booked') => ({
    boardingStatus,
    status: status as 'booked',
  });
  it('follows the ride and their boarding', () => {
    const phase = (status: string, b: ReturnType<typeof booking>) =>
      passengerPhase({ status: status as 'active', booking: b as never });
    expect(phase('active', booking('waiting'))).toBe('waiting');
    expect(phase('in_progress', booking('waiting'))).toBe('on_the_way');
    expect(phase('in_progress', booking('boarded'))).toBe('on_board');
    expect(phase('completed', booking('boarded', 'completed'))).toBe('completed');
    expect(phase('in_progress', booking('no_show'))).toBe('no_show');
    expect(phase('cancelled', booking('waiting', 'cancelled'))).toBe('cancelled');
    expect(phase('active', booking('waiting', 'cancelled'))).toBe('cancelled');
    // Refunded after the trip: the passenger said the driver never came.
    expect(phase('completed', booking('waiting', 'cancelled'))).toBe('refunded');
  });

  it('waits for the driver while the booking is a request', () => {
    const phase = (status: string) =>
      passengerPhase({ status: 'active', booking: { boardingStatus: 'waiting', status } as never });
    expect(phase('requested')).toBe('requested');
    expect(phase('booked')).toBe('waiting');
  });
});

describe('the words of the trip screen', () => {
  it('say the ETA as people do', () => {
    expect(etaText(0)).toBe('Arriving now');
    expect(etaText(6)).toBe('6 min');
    expect(etaText(60)).toBe('1 h');
    expect(etaText(65)).toBe('1 h 5 min');
    expect(etaText(null)).toBeNull();
  });

  it('tell the driver how many tries a boarding code has left, from the answer’s data', () => {
    const wrong = (triesLeft: number) =>
      new ApiError('x', 422, { code: 'wrong_boarding_code', message: 'x', triesLeft });
    expect(boardingRefusal(wrong(3))).toEqual({
      kind: 'wrong',
      triesLeft: 3,
      message: 'That boarding code is not right. 3 tries are left.',
    });
    expect(boardingRefusal(wrong(1)).message).toBe(
      'That boarding code is not right. 1 try is left.',
    );
    expect(boardingRefusal(wrong(0)).kind).toBe('locked');
    expect(
      boardingRefusal(new ApiError('x', 429, { code: 'boarding_code_locked', message: 'x' })).kind,
    ).toBe('locked');
    expect(boardingRefusal(new ApiError('Network error: down', 0)).message).toBe(
      'Check your connection and try again.',
    );
  });

  it('explain a refused action by its code, not by the words the server sent', () => {
    const early = new ApiError('Trop tôt', 409, { code: 'trip_start_too_early', message: '…' });
    expect(tripActionMessage(early)).toBe(
      'You can start this trip from 30 minutes before departure.',
    );
    expect(tripActionMessage(new ApiError('Not yours', 404, { code: 'trip_not_found' }))).toBe(
      'Not yours',
    );
    expect(tripActionMessage(new ApiError('boom', 500, {}))).toBe(
      'Check your connection and try again.',
    );
  });
});
