import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAge, formatNairobiDateTime } from './format-upload-time';

describe('upload times', () => {
  it('are shown in Nairobi time (UTC+3)', () => {
    expect(formatNairobiDateTime('2025-05-12T06:41:00.000Z')).toBe('12 May 2025, 9:41 am');
    expect(formatNairobiDateTime('2025-12-31T22:05:00.000Z')).toBe('1 Jan 2026, 1:05 am');
    expect(formatNairobiDateTime('2025-05-12T12:00:00.000Z')).toBe('12 May 2025, 3:00 pm');
  });

  it('show nothing for a missing or unreadable time', () => {
    expect(formatNairobiDateTime(null)).toBe('');
    expect(formatNairobiDateTime('soon')).toBe('');
  });

  it('say how long a document has waited', () => {
    const now = Date.parse('2025-05-12T12:00:00.000Z');
    expect(formatAge('2025-05-12T11:59:30.000Z', now)).toBe('just now');
    expect(formatAge('2025-05-12T11:35:00.000Z', now)).toBe('25 min ago');
    expect(formatAge('2025-05-12T09:00:00.000Z', now)).toBe('3 h ago');
    expect(formatAge('2025-05-11T11:00:00.000Z', now)).toBe('1 day ago');
    expect(formatAge('2025-05-09T11:00:00.000Z', now)).toBe('3 days ago');
  });
});

describe('upload times in Kiswahili', () => {
  afterEach(() => i18n.activate('en'));

  it('read the date in Kiswahili and the time as digits with AM and PM', () => {
    i18n.loadAndActivate({ locale: 'sw', messages: {} });
    expect(formatNairobiDateTime('2025-05-12T06:41:00.000Z')).toBe('12 Mei 2025, 9:41 AM');
    expect(formatNairobiDateTime('2025-05-12T12:00:00.000Z')).toBe('12 Mei 2025, 3:00 PM');
  });
});
