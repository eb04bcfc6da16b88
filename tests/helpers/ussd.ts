import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { advanceClock, now } from '../../src/server/clock.ts';
import { atNairobiTime } from '../../src/shared/geo.ts';
import type { TestApp } from './test-app.ts';

export const USSD_SECRET = 'ussd-test-callback-secret-0123456789';

/** One Africa's Talking request: `text` is every input so far joined by `*`. */
export function ussdRequest(
  t: TestApp,
  fields: { sessionId: string; phoneNumber: string; text: string },
  secret = USSD_SECRET,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/ussd/${secret}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      serviceCode: '*384*7070#',
      networkCode: '63902',
      ...fields,
    }).toString(),
  });
}

/** A person dialling: each `send` adds an input to the session's text and answers the screen. */
export function dial(t: TestApp, phoneNumber: string) {
  const sessionId = `ATUid_${randomUUID()}`;
  const inputs: string[] = [];
  const text = () => inputs.join('*');
  return {
    sessionId,
    /** The first request (no input), or one more input. */
    async send(input?: string): Promise<string> {
      if (input !== undefined) inputs.push(input);
      const res = await ussdRequest(t, { sessionId, phoneNumber, text: text() });
      if (res.statusCode !== 200) throw new Error(`USSD ${res.statusCode}: ${res.body}`);
      return res.body;
    },
    /** The provider sending the last request again. */
    async again(): Promise<string> {
      return (await ussdRequest(t, { sessionId, phoneNumber, text: text() })).body;
    },
  };
}

/**
 * Moves the development clock to 06:00 tomorrow in Nairobi, so what the menus offer (the hours
 * left today, today's rides) is the same whenever the tests run.
 */
export function clockToNairobiMorning(): void {
  const morning = atNairobiTime(now(), 1, 6, 0);
  advanceClock((morning.getTime() - now().getTime()) / 60_000);
}
