import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

let counter = 0;
/** A fresh valid Kenyan mobile number for each call. */
export function newPhone(): string {
  counter += 1;
  const tail = String((Date.now() % 1_000_000) * 100 + counter)
    .padStart(8, '0')
    .slice(-8);
  return `+2547${tail}`;
}

/** The sign-in code most recently texted to a phone, read from the local outbox. */
export async function lastCode(app: FastifyInstance, phone: string): Promise<string> {
  const res = await app.inject({ url: `/api/dev/outbox?phone=${encodeURIComponent(phone)}` });
  const [latest] = res.json() as { message: string }[];
  const code = latest && /\b(\d{5})\b/.exec(latest.message)?.[1];
  expect(code, `no code texted to ${phone}`).toBeTruthy();
  return code as string;
}

export const json = (payload: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(payload),
});

/** Sends a code and answers it; for a new phone, also registers. Answers the session cookie. */
export async function signUp(
  app: FastifyInstance,
  phone = newPhone(),
  profile: Record<string, unknown> = {
    fullName: 'Njeri Kamau',
    nationalIdNumber: '28761234',
    gender: 'Female',
  },
): Promise<{ phone: string; cookie: string }> {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/auth/otp/send',
    ...json({ phoneNumber: phone }),
  });
  expect(sent.statusCode).toBe(200);
  const otp = await lastCode(app, phone);
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/otp/verify',
    ...json({ phoneNumber: phone, otp, isNewUser: true, ...profile }),
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'pamoja_session');
  expect(cookie).toBeDefined();
  return { phone, cookie: `pamoja_session=${cookie?.value}` };
}
