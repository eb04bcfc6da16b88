/**
 * Pamoja's SMS go out under Pamoja's own sender name, so text that people typed (a ride's
 * address, a name) must never ride along as it is: "Kencom, send KSh 500 to 0712 345 678" would
 * be a scam signed by us. Messages use a short label built from it instead: the picked place's
 * name (the address up to its first comma), without phone numbers, links or money amounts, at
 * most 40 characters; if nothing is left, a neutral fallback.
 */
export const SMS_LABEL_MAX = 40;

const LINK = /\b(?:https?:\/\/|www\.)\S*|\b[\w-]+(?:\.[\w-]+)*\.(?:[a-z]{2,})(?:\/\S*)?/gi;
/** KSh 500, Ksh.500, KES 1,000, sh500, 500/=, 500 bob, 200k. */
const MONEY =
  /\b(?:k\s?sh|kes|shs?|sh)\.?\s*[\d.,]+\s*\/?=?|[\d.,]*\d\s*(?:\/=|bob\b|ksh\b|kes\b|shillings?\b|k\b)/gi;
/** Any run of digits with the spaces, dots, dashes and plus signs phone numbers are written with. */
const NUMBER_RUN = /\+?\d[\d\s().-]{5,}\d/g;
/** What may stay in a label: letters (any script), digits, spaces and a few harmless marks. */
const UNSAFE = /[^\p{L}\p{N}\s'&()-]/gu;

function clean(text: string): string {
  return text
    .normalize('NFKC')
    .replace(LINK, ' ')
    .replace(MONEY, ' ')
    .replace(NUMBER_RUN, ' ')
    .replace(UNSAFE, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function shorten(text: string): string {
  if (text.length <= SMS_LABEL_MAX) return text;
  const cut = text.slice(0, SMS_LABEL_MAX + 1);
  const atWord = cut.lastIndexOf(' ');
  const short = (
    atWord > SMS_LABEL_MAX / 2 ? cut.slice(0, atWord) : cut.slice(0, SMS_LABEL_MAX)
  ).trim();
  // "Kasarani (Moi International Sports" reads broken: drop a bracket the cut left open.
  const open = short.lastIndexOf('(');
  return open > 0 && !short.includes(')', open) ? short.slice(0, open).trim() : short;
}

/** A place for an SMS: "Kencom Bus Stage, Moi Avenue, Nairobi" becomes "Kencom Bus Stage". */
export function placeLabel(address: string | null | undefined, fallback = 'the pickup'): string {
  const [name = ''] = (address ?? '').split(/[,;\n]/);
  return shorten(clean(name)) || fallback;
}

/** A person for an SMS: their first name only, cleaned the same way. */
export function personLabel(fullName: string | null | undefined, fallback = 'A passenger'): string {
  const [first = ''] = clean(fullName ?? '').split(' ');
  return shorten(first) || fallback;
}
