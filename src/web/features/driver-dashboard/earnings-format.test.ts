import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { barPercent, compactAmount, hasEarnings, weekLabel, weekRange } from './earnings-format';

describe('the earnings chart’s words and sizes', () => {
  it('names a week by its Monday, whatever the phone’s time zone', () => {
    expect(weekLabel('2026-11-16')).toBe('Nov 16');
    expect(weekRange('2026-11-16')).toBe('Nov 16 – 22');
    expect(weekRange('2026-11-30')).toBe('Nov 30 – Dec 6');
    expect(weekLabel('not a date')).toBe('not a date');
  });

  it('shortens amounts that would not fit above a bar', () => {
    expect(compactAmount(0)).toBe('0');
    expect(compactAmount(850)).toBe('850');
    expect(compactAmount(1200)).toBe('1.2k');
    expect(compactAmount(1000)).toBe('1k');
    expect(compactAmount(12_400)).toBe('12k');
  });

  it('knows when there is nothing to chart', () => {
    expect(hasEarnings([])).toBe(false);
    expect(hasEarnings([{ amount: 0 }, { amount: 0 }])).toBe(false);
    expect(hasEarnings([{ amount: 0 }, { amount: 400 }])).toBe(true);
  });

  it('scales bars to the best week and keeps small ones visible', () => {
    expect(barPercent(800, 800)).toBe(100);
    expect(barPercent(400, 800)).toBe(50);
    expect(barPercent(1, 800)).toBe(4);
    expect(barPercent(0, 800)).toBe(0);
    expect(barPercent(0, 0)).toBe(0);
  });
});

describe('the earnings chart in Kiswahili', () => {
  afterEach(() => i18n.activate('en'));

  it('names a week day first, with Kiswahili months', () => {
    i18n.loadAndActivate({ locale: 'sw', messages: {} });
    expect(weekLabel('2026-11-16')).toBe('16 Nov');
    expect(weekRange('2026-11-16')).toBe('16 – 22 Nov');
    expect(weekRange('2026-11-30')).toBe('30 Nov – 6 Des');
  });
});
