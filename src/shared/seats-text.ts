/** '1 seat', '3 seats'. */
export function seatsText(count: number): string {
  return count === 1 ? '1 seat' : `${count} seats`;
}
