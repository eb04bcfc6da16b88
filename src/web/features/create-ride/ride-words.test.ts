import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatRideDateTime } from './ride-words';

const at = new Date('2026-11-24T04:30:00Z');

describe('the ride form’s dates', () => {
  afterEach(() => i18n.activate('en'));

  it('read in English as the shared helpers write them', () => {
    expect(formatRideDateTime(at)).toBe('Tue 24 Nov, 7:30 am');
  });

  it('name the day in full in Kiswahili, and keep the time in digits', () => {
    i18n.loadAndActivate({ locale: 'sw', messages: {} });
    expect(formatRideDateTime(at)).toBe('Jumanne, 24 Novemba, 7:30\u00a0AM');
  });
});
