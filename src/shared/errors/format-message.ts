/**
 * Fills an ICU MessageFormat text with values: `{name}`, `{name, number}` (Kenyan digit
 * grouping), `{name, plural, =0 {…} one {# seat} other {# seats}}` and `{name, select, a {…}
 * other {…}}`. Only what Pamoja's messages use; the texts are ICU so a translation catalogue can
 * take them as they are. A value the text names but the caller did not give is a bug: it throws.
 */
export function formatMessage(text: string, values: Record<string, unknown> = {}): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '{') {
      out += ch;
      continue;
    }
    const end = closingBrace(text, i);
    out += formatArgument(text.slice(i + 1, end), values);
    i = end;
  }
  return out;
}

const kenyan = (n: number) => n.toLocaleString('en-KE');

function closingBrace(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced braces in message "${text}"`);
}

function formatArgument(body: string, values: Record<string, unknown>): string {
  const [name = '', type, ...rest] = body.split(',');
  const key = name.trim();
  if (!(key in values)) throw new Error(`the message needs a value for "${key}"`);
  const value = values[key];
  if (type === undefined) return String(value);
  const kind = type.trim();
  if (kind === 'number') return kenyan(Number(value));
  const branches = parseBranches(rest.join(','));
  if (kind === 'plural') {
    const n = Number(value);
    const branch = branches[`=${n}`] ?? branches[n === 1 ? 'one' : 'other'] ?? branches.other;
    return formatMessage((branch ?? '').replaceAll('#', kenyan(n)), values);
  }
  if (kind === 'select')
    return formatMessage(branches[String(value)] ?? branches.other ?? '', values);
  throw new Error(`unknown argument type "${kind}" in a message`);
}

function parseBranches(text: string): Record<string, string> {
  const branches: Record<string, string> = {};
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    const end = closingBrace(text, open);
    branches[text.slice(i, open).trim()] = text.slice(open + 1, end);
    i = end + 1;
  }
  return branches;
}
