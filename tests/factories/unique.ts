import { randomInt } from 'node:crypto';

// Unique values for columns with a unique index. A random start per process plus a step that is
// coprime with the size of the value space gives distinct values for every call in this process;
// the random start keeps two processes (or a re-run on the same database) apart in practice.
const PHONE_SPACE = 100_000_000; // the 8 digits after +2547
const PLATE_SPACE = 3 * 26 * 1000 * 26; // K[BCD]X 000X: the series on Kenyan roads today
const NATIONAL_ID_SPACE = 19_000_000; // 20000000 to 38999999
const STEP = 7_919; // prime, and coprime with every space above

let counter = 0;
const phoneStart = randomInt(PHONE_SPACE);
const plateStart = randomInt(PLATE_SPACE);
const nationalIdStart = randomInt(NATIONAL_ID_SPACE);

/** The next number of this process's sequence (1, 2, 3, ...). */
export function nextSequence(): number {
  counter += 1;
  return counter;
}

/** A Kenyan mobile number in E.164 form, `+2547XXXXXXXX`, never repeated in this process. */
export function uniquePhoneNumber(): string {
  const n = (phoneStart + nextSequence() * STEP) % PHONE_SPACE;
  return `+2547${String(n).padStart(8, '0')}`;
}

/** A Kenyan number plate such as `KDA 123B`, never repeated in this process. */
export function uniqueLicensePlate(): string {
  let n = (plateStart + nextSequence() * STEP) % PLATE_SPACE;
  const suffix = n % 26;
  n = Math.floor(n / 26);
  const digits = n % 1000;
  n = Math.floor(n / 1000);
  return kenyanPlate(`K${'BCD'[Math.floor(n / 26)]}${letter(n % 26)}`, digits, letter(suffix));
}

/** An 8-digit Kenyan national ID number, never repeated in this process. */
export function uniqueNationalId(): string {
  return String(20_000_000 + ((nationalIdStart + nextSequence() * STEP) % NATIONAL_ID_SPACE));
}

export function kenyanPlate(series: string, digits: number, suffix: string): string {
  return `${series} ${String(digits).padStart(3, '0')}${suffix}`;
}

function letter(index: number): string {
  return String.fromCharCode(65 + index);
}
