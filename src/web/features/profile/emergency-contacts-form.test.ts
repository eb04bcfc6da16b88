import { describe, expect, it } from 'vitest';
import { emergencyContactsRequest } from '../../../shared/schemas/trips';
import {
  canAddRow,
  EMPTY_ROW,
  readContacts,
  rowsOf,
  safeBackPath,
} from './emergency-contacts-form';

describe('the emergency contacts form', () => {
  it('starts from the saved contacts, or one empty row', () => {
    expect(rowsOf([])).toEqual([EMPTY_ROW]);
    expect(rowsOf([{ name: 'Wanjiru', phone: '+254712345678' }])).toEqual([
      { name: 'Wanjiru', phone: '+254 712 345 678' },
    ]);
  });

  it('takes up to 3 contacts', () => {
    expect(canAddRow([EMPTY_ROW, EMPTY_ROW])).toBe(true);
    expect(canAddRow([EMPTY_ROW, EMPTY_ROW, EMPTY_ROW])).toBe(false);
  });

  it('sends what the server accepts: names trimmed, numbers in E.164, empty rows left out', () => {
    const read = readContacts([
      { name: ' Wanjiru Kamau ', phone: '0712 345 678' },
      EMPTY_ROW,
      { name: 'Otieno', phone: '0110000001' },
    ]);
    expect(read).toEqual({
      ok: true,
      contacts: [
        { name: 'Wanjiru Kamau', phone: '+254712345678' },
        { name: 'Otieno', phone: '+254110000001' },
      ],
    });
    expect(read.ok && emergencyContactsRequest.safeParse(read.contacts).success).toBe(true);
    expect(readContacts([EMPTY_ROW])).toEqual({ ok: true, contacts: [] });
  });

  it('says what is wrong with each row', () => {
    expect(
      readContacts([
        { name: '', phone: '0712345678' },
        { name: 'Mama', phone: '12345' },
        { name: 'Baba', phone: '712345678' },
        { name: 'x'.repeat(61), phone: '0722000000' },
      ]),
    ).toEqual({
      ok: false,
      problems: [
        { name: 'Enter their name' },
        { phone: 'Invalid Kenyan phone number format' },
        { phone: 'This number is already listed' },
        { name: 'Use at most 60 characters' },
      ],
    });
  });

  it('goes back only to a screen of this app', () => {
    expect(safeBackPath('/trip/4b9c')).toBe('/trip/4b9c');
    expect(safeBackPath('//evil.example')).toBeNull();
    expect(safeBackPath('https://evil.example')).toBeNull();
    expect(safeBackPath(null)).toBeNull();
  });
});
