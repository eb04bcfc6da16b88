import { describe, expect, it } from 'vitest';
import { receivedText, safeLink } from './notification-format';

describe('a notification', () => {
  const now = new Date('2026-11-24T09:00:00+03:00');

  it('says when it came, in Nairobi time', () => {
    expect(receivedText(new Date('2026-11-24T08:59:30+03:00'), now)).toBe('Just now');
    expect(receivedText(new Date('2026-11-24T08:55:00+03:00'), now)).toBe('5 min ago');
    expect(receivedText(new Date('2026-11-24T06:10:00+03:00'), now)).toBe('2 h ago');
    // 23:50 UTC on the 23rd is already the 24th in Nairobi.
    expect(receivedText(new Date('2026-11-23T23:50:00Z'), now)).toBe('6 h ago');
    expect(receivedText(new Date('2026-11-23T18:04:00+03:00'), now)).toBe('Yesterday, 18:04');
    expect(receivedText(new Date('2026-11-12T07:30:00+03:00'), now)).toBe('12 Nov, 07:30');
  });

  it('leads only to a screen of the app', () => {
    expect(safeLink('/search?ride=1b2c')).toBe('/search?ride=1b2c');
    expect(safeLink('/trips')).toBe('/trips');
    expect(safeLink(null)).toBeNull();
    expect(safeLink('https://example.com')).toBeNull();
    expect(safeLink('//example.com/x')).toBeNull();
    expect(safeLink('/\\example.com')).toBeNull();
  });
});
