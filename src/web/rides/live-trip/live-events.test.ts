import { describe, expect, it } from 'vitest';
import {
  isFinalStatus,
  liveStreamUrl,
  parsePositionEvent,
  parseStatusEvent,
  reconnectDelayMs,
} from './live-events';

describe('a trip’s live stream', () => {
  it('reads a position event, with the ETA to the passenger’s pickup', () => {
    expect(
      parsePositionEvent(
        '{"latitude":-1.2,"longitude":36.9,"recordedAt":"2026-11-24T04:10:00.000Z","etaMinutes":7}',
      ),
    ).toEqual({
      latitude: -1.2,
      longitude: 36.9,
      recordedAt: '2026-11-24T04:10:00.000Z',
      etaMinutes: 7,
    });
    expect(
      parsePositionEvent(
        '{"latitude":-1.2,"longitude":36.9,"recordedAt":"2026-11-24T04:10:00.000Z","etaMinutes":null}',
      )?.etaMinutes,
    ).toBeNull();
  });

  it('ignores what is not a position', () => {
    for (const data of [
      'not json',
      'null',
      '{"latitude":"-1.2","longitude":36.9,"recordedAt":"2026-11-24T04:10:00Z"}',
      '{"latitude":-91,"longitude":36.9,"recordedAt":"2026-11-24T04:10:00Z"}',
      '{"latitude":-1.2,"longitude":36.9,"recordedAt":"yesterday"}',
    ]) {
      expect(parsePositionEvent(data)).toBeNull();
    }
  });

  it('reads status events, boarding included, and knows which end the trip', () => {
    expect(parseStatusEvent('{"status":"in_progress"}')).toBe('in_progress');
    expect(parseStatusEvent('{"status":"boarded"}')).toBe('boarded');
    expect(parseStatusEvent('{"status":"flying"}')).toBeNull();
    expect(isFinalStatus('completed')).toBe(true);
    expect(isFinalStatus('cancelled')).toBe(true);
    expect(isFinalStatus('boarded')).toBe(false);
  });

  it('waits longer after each refused connection, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('opens the stream of the ride, with the share token for a family member', () => {
    expect(liveStreamUrl('r-1')).toBe('/api/trips/r-1/live');
    expect(liveStreamUrl('r-1', 'a b')).toBe('/api/trips/r-1/live?share=a+b');
  });
});
