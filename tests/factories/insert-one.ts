/** The single row an `insert ... returning()` answered, or a loud failure. */
export function onlyRow<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`factory: inserting ${what} returned no row`);
  return row;
}

/** A pick from a non-empty list. */
export function pick<T>(items: readonly T[], random: () => number = Math.random): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('factory: pick from an empty list');
  return item;
}
