import { t } from '@lingui/core/macro';
import type { DisputeRecord, IncidentPageRecord } from './safety-api';

// The order agents work in (incidents come in the server's order, page by page), and the checks
// of their notes (the server's rules: 1 to 1000 characters once trimmed).

export const NOTE_MAX = 1000;

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt);

/** Disputes to decide first, newest first; decided ones after. */
export function sortDisputes(disputes: readonly DisputeRecord[]): DisputeRecord[] {
  return [...disputes].sort(
    (a, b) => Number(a.resolvedAt !== null) - Number(b.resolvedAt !== null) || newestFirst(a, b),
  );
}

/** Open incidents on every page (the server counts them; a page holds only some). */
export const openIncidentCount = (page: IncidentPageRecord) => page.openCount;

/** Why a note cannot be sent, or null when it can. */
export function noteProblem(note: string): string | null {
  const length = note.trim().length;
  const max = NOTE_MAX;
  if (length === 0) return t`Write what was done.`;
  if (length > max) return t`Use at most ${max} characters.`;
  return null;
}

/** A place as a link to a map anyone can open, for an agent to pass on to the police. */
export const mapLink = (latitude: number, longitude: number) =>
  `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=17/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
