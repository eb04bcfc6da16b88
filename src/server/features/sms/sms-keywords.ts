/**
 * What an incoming SMS can ask for; anything else is answered with the help text. NO (HAPANA) is
 * an emergency contact refusing the consent SMS; STOP stays the ride alerts' own word.
 */
export type SmsKeyword = 'STOP' | 'START' | 'TRIPS' | 'BAL' | 'HELP' | 'NO';

const KEYWORDS: Record<string, { keyword: SmsKeyword; kiswahili: boolean }> = {
  STOP: { keyword: 'STOP', kiswahili: false },
  START: { keyword: 'START', kiswahili: false },
  TRIPS: { keyword: 'TRIPS', kiswahili: false },
  SAFARI: { keyword: 'TRIPS', kiswahili: true },
  BAL: { keyword: 'BAL', kiswahili: false },
  SALIO: { keyword: 'BAL', kiswahili: true },
  HELP: { keyword: 'HELP', kiswahili: false },
  MSAADA: { keyword: 'HELP', kiswahili: true },
  NO: { keyword: 'NO', kiswahili: false },
  HAPANA: { keyword: 'NO', kiswahili: true },
};

/**
 * The keyword an SMS says, whatever its case and the spaces around it, and whether it was the
 * Kiswahili word (a phone without an account is then answered in Kiswahili); null for any other
 * text.
 */
export function readKeyword(text: string): { keyword: SmsKeyword; kiswahili: boolean } | null {
  return KEYWORDS[text.trim().toUpperCase()] ?? null;
}
