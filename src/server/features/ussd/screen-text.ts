/** Africa's Talking shows at most 182 characters a screen, `CON ` or `END ` included. */
export const USSD_SCREEN_MAX = 182;
const BODY_MAX = USSD_SCREEN_MAX - 4;
const SHORTEST_LINE = 8;

/**
 * A screen's lines joined; when too long, its longest lines are shortened (a list of places or
 * rides gives up the ends of its names, never its numbers or the navigation line).
 */
export function fitScreen(lines: string[]): string {
  const fitted = lines.flatMap((line) => line.split('\n'));
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
