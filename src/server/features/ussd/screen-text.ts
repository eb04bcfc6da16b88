/** Africa's Talking shows at most 182 characters a screen, `CON ` or `END ` included. */
export const USSD_SCREEN_MAX = 182;
const BODY_MAX = USSD_SCREEN_MAX - 4;
const SHORTEST_LINE = 8;
const SHORTEST_NAME = 3;

// A name in a list line (a place, a route's end) marked as the part to give up when the screen
// is too long, so the line keeps its numbers: time, price, seats, boarding code.
const NAME_START = '\uE000';
const NAME_END = '\uE001';
const MARKED = /\uE000([^\uE001]*)\uE001/g;
// A line the screen can do without (a retry's hint: the screen repeating says it too).
const OPTIONAL = '\uE002';

/** `text` marked as shortenable inside a list line (see fitScreen). */
export function name(text: string): string {
  return `${NAME_START}${text.replaceAll(NAME_START, '').replaceAll(NAME_END, '')}${NAME_END}`;
}

/** A whole line dropped when the screen cannot fit with it, once its names are shortest. */
export function optional(line: string): string {
  return `${OPTIONAL}${line}`;
}

type Name = { full: string; keep: number };
const shown = (n: Name) =>
  n.keep >= n.full.length ? n.full : `${n.full.slice(0, n.keep).trimEnd()}.`;

/**
 * A screen's lines joined; when too long, the longest marked names lose their ends a character
 * at a time (down to 3 and a dot), then optional lines go, and only then the longest lines lose
 * their ends.
 */
export function fitScreen(lines: string[]): string {
  const all = lines.flatMap((line) => line.split('\n'));
  const kept = all.filter((line) => !line.startsWith(OPTIONAL));
  const optionalFirst = all.map((line) => line.replace(OPTIONAL, ''));
  const fitted = fitNames(optionalFirst);
  if (fitted.join('\n').length <= BODY_MAX || kept.length === all.length) return cutLines(fitted);
  return cutLines(fitNames(kept));
}

/** The lines with their marked names shortened, longest first, until they fit or cannot. */
function fitNames(lines: string[]): string[] {
  const names: Name[] = [];
  const parts = lines.map((line) =>
    line.split(MARKED).map((part, i) => {
      if (i % 2 === 0) return part;
      const n = { full: part, keep: part.length };
      names.push(n);
      return n;
    }),
  );
  const render = () =>
    parts.map((line) => line.map((p) => (typeof p === 'string' ? p : shown(p))).join(''));
  let fitted = render();
  while (fitted.join('\n').length > BODY_MAX) {
    const longest = names.reduce<Name | null>(
      (a, n) => (n.keep > SHORTEST_NAME && (!a || shown(n).length > shown(a).length) ? n : a),
      null,
    );
    if (!longest) break;
    longest.keep -= 1;
    fitted = render();
  }
  return fitted;
}

/** The longest lines' ends given up until the screen fits. */
function cutLines(fitted: string[]): string {
  let length = fitted.join('\n').length;
  while (length > BODY_MAX) {
    let longest = 0;
    fitted.forEach((line, i) => {
      if (line.length > (fitted[longest]?.length ?? 0)) longest = i;
    });
    const line = fitted[longest] ?? '';
    if (line.length <= SHORTEST_LINE) break;
    const cut = Math.min(length - BODY_MAX, line.length - SHORTEST_LINE);
    fitted[longest] = `${line.slice(0, line.length - cut - 1).trimEnd()}.`;
    length = fitted.join('\n').length;
  }
  return fitted.join('\n');
}

/** A place or name for a list line: its first part, at most `max` characters. */
export function short(text: string, max = 16): string {
  const [first = text] = text.split(',');
  const trimmed = first.trim();
  return trimmed.length <= max ? trimmed : `${trimmed.slice(0, max - 1).trimEnd()}.`;
}
