import { describe, expect, it } from 'vitest';
import {
  clockIn,
  noticeText,
  weekdaysIn,
} from '../../src/server/features/notifications/notice-text.ts';
import { SMS_LABEL_MAX } from '../../src/server/features/notifications/sms-label.ts';
import { TRIPS_IN_REPLY, tripsReply } from '../../src/server/features/sms/sms-replies.ts';
import { type MessageKey, translate } from '../../src/server/i18n/messages.ts';
import { SMS_EN } from '../../src/server/i18n/sms-en.ts';
import { SMS_SW } from '../../src/server/i18n/sms-sw.ts';
import { LANGUAGES, type Language } from '../../src/shared/language.ts';
import {
  formatNairobiDateTime,
  formatNairobiDay,
  formatNairobiTime,
} from '../../src/shared/nairobi-time.ts';

// The SMS and notification table (src/server/i18n/sms-{en,sw}.ts): both languages carry every text with the
// same ICU arguments, every text formats with real values, and the Kiswahili SMS costs no more
// SMS segments than the English one.

/** Argument names of an ICU message, inside plural and select branches too; a branch's words are not. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (part: string) => {
    for (let i = 0; i < part.length; i++) {
      if (part[i] !== '{') continue;
      const end = closing(part, i);
      const body = part.slice(i + 1, end);
      const [name = '', type, ...rest] = body.split(',');
      names.add(name.trim());
      if (type !== undefined) {
        const branches = rest.join(',');
        for (let j = 0; j < branches.length; j++) {
          if (branches[j] !== '{') continue;
          const close = closing(branches, j);
          walk(branches.slice(j + 1, close));
          j = close;
        }
      }
      i = end;
    }
  };
  walk(text);
  return [...names].sort();
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in "${text}"`);
}

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€';

/** How many SMS a text takes: GSM-7 (160, or 153 a part) unless a character needs UCS-2 (70/67). */
function segments(text: string): number {
  const gsm = [...text].every((c) => GSM_BASIC.includes(c) || GSM_EXTENDED.includes(c));
  const length = gsm
    ? [...text].reduce((n, c) => n + (GSM_EXTENDED.includes(c) ? 2 : 1), 0)
    : text.length;
  const [single, part] = gsm ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / part);
}

const monday = new Date('2025-11-24T04:30:00Z'); // Monday 24 November, 7:30 am in Nairobi
const lastFriday = new Date('2025-12-19T04:30:00Z');

/** Real-looking values for every argument, with dates and days written in the language. */
function sample(language: Language, counts: 'one' | 'many' | 'none'): Record<string, unknown> {
  const n = counts === 'one' ? 1 : counts === 'many' ? 3 : 0;
  return {
    code: '48213',
    minutes: 10,
    name: 'Wanjiku',
    car: 'Toyota Noah Silver',
    plate: 'KDA 123A',
    located: counts === 'none' ? 'no' : 'yes',
    position: 'https://maps.google.com/?q=-1.29207,36.82195',
    url: 'https://pamoja.co.ke/t/Xk3v9QwZp0aB7cD1eF2gHj',
    seats: Math.max(n, 1),
    pickup: 'Kencom Bus Stage',
    destination: 'Upper Hill',
    when: formatNairobiDateTime(monday, language),
    total: n * 200,
    amount: `KSh ${(n * 200).toLocaleString('en-KE')}`,
    boardingCode: '4821',
    passenger: 'Achieng',
    from: 'Ruiru Town',
    to: 'Kencom',
    custom: counts === 'many' ? 'yes' : 'no',
    left: n,
    free: Math.max(n, 1),
    refund: n * 200,
    rides: counts === 'one' ? 1 : 12,
    days: weekdaysIn(language, [1, 2, 3, 4, 5]),
    time: clockIn(language, 450),
    first: formatNairobiDay(monday, language),
    last: formatNairobiDay(lastFriday, language),
    driver: 'Peter',
    vehicle: counts === 'none' ? 'no' : 'yes',
    link: 'https://pamoja.co.ke/trip/3f0c2a8e-6f7b-4c1d-9e2a-5b8d7c6e4f10',
    takenBack: n * 50,
    phone: '+2547••• •678',
    balance: 'KSh 700',
    reason: 'The photo is too blurred to read.',
    // A driver's reason for declining a request, in the inbox only (never in its SMS).
    reasonText: 'My sister rides with me that day.',
    series: counts === 'many' ? 'yes' : 'no',
    day: formatNairobiDay(monday, language),
    price: 'KSh 200',
    stop: 'https://pamoja.co.ke/alerts',
    count: Math.max(n, 1),
    kept: n * 100,
    keptAmount: `KSh ${n * 100}`,
    next: counts === 'many' ? 'yes' : counts === 'one' ? 'no' : 'none',
    nextTime: formatNairobiTime(monday, language),
    until: formatNairobiDateTime(lastFriday, language),
    ussd: '*384*7726#',
    trips: tripsIn(language),
  };
}

/** The trip lines of a TRIPS answer, in the language. */
function tripsIn(language: Language): string {
  return translate(language, 'sms.reply.trip', {
    when: formatNairobiDateTime(monday, language),
    from: 'Kencom Bus Stage',
    to: 'Upper Hill',
    boardingCode: '4821',
  });
}

const KEYS = Object.keys(SMS_EN) as (keyof typeof SMS_EN)[];

describe('the SMS and notification messages', () => {
  it('have Kiswahili for every English key and no other', () => {
    expect(Object.keys(SMS_SW).sort()).toEqual([...KEYS].sort());
  });

  it.each(KEYS)('%s: same arguments in both languages, and formats in each', (key) => {
    expect(argumentsOf(SMS_SW[key]), 'its arguments').toEqual(argumentsOf(SMS_EN[key]));
    expect(SMS_SW[key], 'translated').not.toBe(SMS_EN[key]);
    for (const language of LANGUAGES) {
      for (const counts of ['one', 'many', 'none'] as const) {
        const text = translate(language, key as MessageKey, sample(language, counts));
        // A USSD code ends in #: only the ICU syntax's own # must not be left over.
        expect(text.replaceAll('*384*7726#', '')).not.toMatch(/[{}#]/);
        expect(text).not.toMatch(/ {2}|\s$|^\s/);
      }
    }
  });

  it.each(KEYS.filter((key) => key.startsWith('sms.') || key.endsWith('.sms')))(
    '%s: the Kiswahili SMS takes no more SMS than the English one',
    (key) => {
      for (const counts of ['one', 'many', 'none'] as const) {
        const english = translate('en', key as MessageKey, sample('en', counts));
        const kiswahili = translate('sw', key as MessageKey, sample('sw', counts));
        expect(segments(kiswahili), kiswahili).toBeLessThanOrEqual(segments(english));
      }
    },
  );

  it('writes a notification in each language from the same values', () => {
    expect(noticeText('en', 'seatBooked', sample('en', 'many'))).toEqual({
      title: 'Seat booked',
      body: '3 seats from Kencom Bus Stage to Upper Hill, Mon 24 Nov, 7:30 am. Boarding code 4821.',
      smsText:
        'Pamoja: booked 3 seats from Kencom Bus Stage to Upper Hill, Mon 24 Nov, 7:30 am. KSh 600 paid from your tokens. Your boarding code is 4821: tell it to the driver when you get in.',
    });
    expect(noticeText('sw', 'seatBooked', sample('sw', 'one'))).toEqual({
      title: 'Nafasi imehifadhiwa',
      body: 'Kiti 1 kutoka Kencom Bus Stage hadi Upper Hill, Jumatatu 24 Nov, 7:30 AM. Msimbo wa kupanda 4821.',
      smsText:
        'Pamoja: umehifadhi kiti 1 kutoka Kencom Bus Stage hadi Upper Hill, Jumatatu 24 Nov, 7:30 AM. Umelipa KSh 200 kwa tokeni zako. Msimbo wako wa kupanda ni 4821: mwambie dereva unapoingia garini.',
    });
  });

  it('says the sign-in code in both languages', () => {
    expect(translate('en', 'sms.signInCode', { code: '48213', minutes: 10 })).toBe(
      'Your Pamoja code is 48213. It expires in 10 minutes. Never share it: Pamoja will never ask you for it.',
    );
    expect(translate('sw', 'sms.signInCode', { code: '48213', minutes: 10 })).toBe(
      'Msimbo wako wa Pamoja ni 48213. Unatumika kwa dakika 10. Usimpe mtu yeyote: Pamoja haitakuomba msimbo huu kamwe.',
    );
  });
});

describe('the answers to incoming SMS', () => {
  it.each(LANGUAGES)(
    'keep every answer in one SMS but TRIPS, which takes at most two (%s)',
    (language) => {
      for (const key of KEYS.filter((k) => k.startsWith('sms.reply.') && k !== 'sms.reply.trips')) {
        expect(segments(translate(language, key, sample(language, 'many'))), key).toBe(1);
      }
      // The longest: two trips between places of the longest label, on the longest weekday.
      const longest = 'Kasarani Moi International Sports Centre'.slice(0, SMS_LABEL_MAX);
      const trip = {
        departureTime: new Date('2025-11-26T09:45:00Z'), // a Wednesday, 12:45 pm
        pickup: longest,
        destination: longest,
        boardingCode: '4821',
      };
      const reply = tripsReply(language, Array(TRIPS_IN_REPLY + 1).fill(trip));
      expect(reply.match(/4821/g)).toHaveLength(TRIPS_IN_REPLY);
      expect(segments(reply), reply).toBeLessThanOrEqual(2);
    },
  );
});

describe('dates and times in messages', () => {
  it('keep English as it was and write Kiswahili days and months, times in digits', () => {
    expect(formatNairobiDateTime(monday)).toBe('Mon 24 Nov, 7:30 am');
    expect(formatNairobiDateTime(monday, 'en')).toBe('Mon 24 Nov, 7:30 am');
    expect(formatNairobiDateTime(monday, 'sw')).toBe('Jumatatu 24 Nov, 7:30 AM');
    expect(formatNairobiDay(new Date('2025-08-07T15:00:00Z'), 'sw')).toBe('Alhamisi 7 Ago');
    expect(formatNairobiTime(new Date('2025-11-24T16:05:00Z'), 'en')).toBe('7:05 pm');
    expect(formatNairobiTime(new Date('2025-11-24T16:05:00Z'), 'sw')).toBe('7:05 PM');
    expect(formatNairobiTime(new Date('2025-11-24T09:00:00Z'), 'sw')).toBe('12:00 PM');
  });

  it('say a series’ days and time of day', () => {
    expect(weekdaysIn('en', [1, 2, 3, 4, 5])).toBe('Mon–Fri');
    expect(weekdaysIn('sw', [1, 2, 3, 4, 5])).toBe('Jumatatu-Ijumaa');
    expect(weekdaysIn('sw', [1, 3, 5])).toBe('Jumatatu, Jumatano, Ijumaa');
    expect(weekdaysIn('sw', [6, 0])).toBe('Jumamosi, Jumapili');
    expect(weekdaysIn('en', [0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(weekdaysIn('sw', [0, 1, 2, 3, 4, 5, 6])).toBe('Kila siku');
    expect(clockIn('en', 450)).toBe('07:30');
    expect(clockIn('sw', 450)).toBe('7:30 AM');
    expect(clockIn('sw', 0)).toBe('12:00 AM');
    expect(clockIn('sw', 17 * 60 + 45)).toBe('5:45 PM');
  });
});
