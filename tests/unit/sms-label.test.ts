import { describe, expect, it } from 'vitest';
import {
  personLabel,
  placeLabel,
  SMS_LABEL_MAX,
} from '../../src/server/features/notifications/sms-label.ts';

describe('placeLabel', () => {
  it('drops a bracket the shortening left open', () => {
    expect(placeLabel('Kasarani (Moi International Sports Centre), Thika Road')).toBe('Kasarani');
    expect(placeLabel('Ngong Road (Prestige) Junction Stage, Nairobi')).toBe(
      'Ngong Road (Prestige) Junction Stage',
    );
  });
  it.each([
    ['Kencom Bus Stage, Moi Avenue, Nairobi', 'Kencom Bus Stage'],
    ['Thika Road Mall (TRM)', 'Thika Road Mall (TRM)'],
    ["St. Paul's Chapel, Kikuyu", "St Paul's Chapel"],
    ['Kencom send KSh 500 to 0712 345 678', 'Kencom send to'],
    ['Ruiru pay Ksh.1,000 via +254 712-345-678 now', 'Ruiru pay'],
    ['Ruiru pay Ksh 500 via +254 712-345-678 now', 'Ruiru pay via now'],
    ['Juja 500/= or 2000 bob to 0712345678', 'Juja or to'],
    ['Westlands visit https://evil.example/pay or www.evil.co.ke', 'Westlands visit or'],
    ['Karen mpesa-refund.com/claim', 'Karen'],
    ['Kitengela 0712345678', 'Kitengela'],
    ['Gate 3 Ngara', 'Gate 3 Ngara'],
  ])('labels %j as %j', (address, label) => {
    expect(placeLabel(address)).toBe(label);
  });

  it('keeps at most 40 characters, cut at a word', () => {
    const label = placeLabel('Jomo Kenyatta International Airport Terminal 1A Departures Level');
    expect(label).toBe('Jomo Kenyatta International Airport');
    expect(label.length).toBeLessThanOrEqual(SMS_LABEL_MAX);
    expect(placeLabel('x'.repeat(60))).toBe('x'.repeat(40));
  });

  it('falls back when nothing readable is left', () => {
    expect(placeLabel('0712 345 678')).toBe('the pickup');
    expect(placeLabel('', 'your destination')).toBe('your destination');
    expect(placeLabel(null)).toBe('the pickup');
  });
});

describe('personLabel', () => {
  it('uses the first name only, cleaned', () => {
    expect(personLabel('Wanjiru Kamau')).toBe('Wanjiru');
    expect(personLabel('Call0712345678 Otieno')).toBe('Call');
    expect(personLabel('KSh500 Otieno')).toBe('Otieno');
    expect(personLabel('https://x.co Otieno')).toBe('Otieno');
    expect(personLabel(null)).toBe('A passenger');
  });
});
