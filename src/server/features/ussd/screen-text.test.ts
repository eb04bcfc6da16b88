import { describe, expect, it } from 'vitest';
import { translate } from '../../i18n/messages.ts';
import { fitScreen, name, optional, USSD_SCREEN_MAX } from './screen-text.ts';

const rideLine = (i: number, seats: string) =>
  `${i} 10:07 am ${name('Jomo Kenyatta International')}>${name('Kenyatta National Hospital')} KSh 100,000 ${seats}`;

describe('fitScreen', () => {
  it('keeps a short screen as it is, without its name marks', () => {
    expect(fitScreen(['Rides:', `1 6:07 am ${name('Ruiru')}>${name('CBD')} KSh 200 3 seats`])).toBe(
      'Rides:\n1 6:07 am Ruiru>CBD KSh 200 3 seats',
    );
  });

  for (const language of ['en', 'sw'] as const) {
    it(`shortens names, then drops the hint, never a price or seat count (${language})`, () => {
      const seats = translate(language, 'ussd.seatsLeft', { seats: 3 });
      const screen = fitScreen([
        optional(translate(language, 'ussd.hint')),
        translate(language, 'ussd.rides'),
        ...[1, 2, 3].map((i) => rideLine(i, seats)),
        translate(language, 'ussd.more'),
        translate(language, 'ussd.back'),
      ]);
      expect(`CON ${screen}`.length).toBeLessThanOrEqual(USSD_SCREEN_MAX);
      const rides = screen.split('\n').slice(1, 4);
      // Both names gave up their ends, each ending in a dot; the numbers are whole.
      for (const line of rides)
        expect(line).toMatch(
          new RegExp(`^\\d 10:07 am \\w[\\w ]*\\.>\\w[\\w ]*\\. KSh 100,000 ${seats}$`),
        );
      expect(screen.split('\n').slice(-2)).toEqual([
        translate(language, 'ussd.more'),
        translate(language, 'ussd.back'),
      ]);
    });
  }

  it('keeps the hint when the shortened names make room for it', () => {
    const lines = [optional('Choose a number from the list.'), 'Rides:'];
    const ride = `1 6:07 am ${name('Jomo Kenyatta International')}>${name('Kencom')} KSh 200 3 seats`;
    const screen = fitScreen([...lines, ride, ride, ride, '9 More', '0 Back 00 Menu']);
    expect(screen.startsWith('Choose a number from the list.\nRides:\n1 6:07 am Jom')).toBe(true);
    expect(screen.length).toBeLessThanOrEqual(USSD_SCREEN_MAX - 4);
  });

  it('cuts the longest lines only when the names cannot give more', () => {
    const screen = fitScreen([`${name('Ruiru')} ${'x'.repeat(300)}`]);
    expect(screen.length).toBeLessThanOrEqual(USSD_SCREEN_MAX - 4);
    expect(screen).toMatch(/^Rui\. x+\.$/);
  });
});
