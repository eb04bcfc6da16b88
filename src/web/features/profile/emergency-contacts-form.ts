import { t } from '@lingui/core/macro';
import { EMERGENCY_CONTACT_NAME_MAX, MAX_EMERGENCY_CONTACTS } from '../../../shared/rules/trips';
import type { EmergencyContact } from '../../../shared/schemas/trips';
import { formatKenyanPhone } from '../../lib/format-phone';
import { readKenyanPhone } from '../../lib/kenyan-phone-entry';

/** One row of the form, as typed. */
export interface ContactRow {
  name: string;
  phone: string;
}

export interface RowProblems {
  name?: string;
  phone?: string;
}

export const EMPTY_ROW: ContactRow = { name: '', phone: '' };

/** The saved contacts as rows to edit, and one empty row when there are none. */
export function rowsOf(saved: readonly EmergencyContact[]): ContactRow[] {
  const rows = saved.map((contact) => ({
    name: contact.name,
    phone: formatKenyanPhone(contact.phone),
  }));
  return rows.length > 0 ? rows : [EMPTY_ROW];
}

export const canAddRow = (rows: readonly ContactRow[]) => rows.length < MAX_EMERGENCY_CONTACTS;

const isBlank = (row: ContactRow) => row.name.trim() === '' && row.phone.trim() === '';

/**
 * The contacts to save, or each row's problems. Wholly empty rows are left out (saving none
 * removes them all); a row half filled, a name too long, a number that is not a Kenyan mobile or
 * is listed twice is refused with the server's own rules, in the language on screen.
 */
export function readContacts(
  rows: readonly ContactRow[],
): { ok: true; contacts: EmergencyContact[] } | { ok: false; problems: RowProblems[] } {
  const problems: RowProblems[] = rows.map(() => ({}));
  const contacts: EmergencyContact[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    if (isBlank(row)) return;
    const problem = problems[index] as RowProblems;
    const name = row.name.trim();
    const most = EMERGENCY_CONTACT_NAME_MAX;
    if (!name) problem.name = t`Enter their name`;
    else if (name.length > most) problem.name = t`Use at most ${most} characters`;
    const phone = readKenyanPhone(row.phone, {
      missing: t`Enter a phone number`,
      invalid: t`Invalid Kenyan phone number format`,
    });
    if (!phone.ok) problem.phone = phone.message;
    else if (seen.has(phone.phoneNumber)) problem.phone = t`This number is already listed`;
    else seen.add(phone.phoneNumber);
    if (!problem.name && !problem.phone && phone.ok)
      contacts.push({ name, phone: phone.phoneNumber });
  });
  const failed = problems.some((p) => p.name || p.phone);
  return failed ? { ok: false, problems } : { ok: true, contacts };
}

/** Where "back" leads after saving: only a path of this app, never another site. */
export function safeBackPath(value: string | null): string | null {
  return value && /^\/(?!\/)[\w\-/?=&%.]*$/.test(value) ? value : null;
}
