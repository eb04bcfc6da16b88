/**
 * The five code boxes as plain data: what typing, pasting and backspace do to the digits and
 * where focus goes next. The boxes component only wires these to the inputs.
 */
export interface DigitsChange {
  digits: string[];
  /** The box to focus after the change. */
  focus: number;
}

export function emptyDigits(length: number): string[] {
  return Array.from({ length }, () => '');
}

export function isCompleteCode(digits: readonly string[]): boolean {
  return digits.every((digit) => /^\d$/.test(digit));
}

export function codeOf(digits: readonly string[]): string {
  return digits.join('');
}

/** Writes digits into the boxes from `start` on; focus goes to the box after the last one written. */
function fillFrom(digits: readonly string[], start: number, incoming: string): DigitsChange {
  const next = [...digits];
  let index = start;
  for (const digit of incoming) {
    if (index >= next.length) break;
    next[index] = digit;
    index += 1;
  }
  return { digits: next, focus: Math.min(index, next.length - 1) };
}

/**
 * A box's new value after typing. One digit fills the box and moves on. A box that already held
 * a digit receives the old and the new one together: the new one wins. Several digits at once
 * (the phone's SMS code suggestion, a paste the browser let through) are handled like a paste.
 */
export function typeIntoBox(digits: readonly string[], index: number, value: string): DigitsChange {
  const typed = value.replace(/\D/g, '');
  if (typed === '') {
    const next = [...digits];
    next[index] = '';
    return { digits: next, focus: index };
  }
  const previous = digits[index] ?? '';
  if (typed.length === 2 && previous !== '' && typed.includes(previous)) {
    const fresh = typed[0] === previous ? typed.slice(1) : typed.slice(0, 1);
    return fillFrom(digits, index, fresh);
  }
  if (typed.length === 1) return fillFrom(digits, index, typed);
  return pasteIntoBox(digits, index, typed);
}

/** A pasted whole code fills every box; a shorter run of digits fills from the box it lands in. */
export function pasteIntoBox(digits: readonly string[], index: number, text: string): DigitsChange {
  const pasted = text.replace(/\D/g, '');
  if (pasted === '') return { digits: [...digits], focus: index };
  if (pasted.length >= digits.length) return fillFrom(digits, 0, pasted);
  return fillFrom(digits, index, pasted);
}

/** Backspace clears the box; in an empty box it clears the previous one and moves there. */
export function backspaceInBox(digits: readonly string[], index: number): DigitsChange {
  const next = [...digits];
  if (next[index]) {
    next[index] = '';
    return { digits: next, focus: index };
  }
  if (index === 0) return { digits: next, focus: 0 };
  next[index - 1] = '';
  return { digits: next, focus: index - 1 };
}
