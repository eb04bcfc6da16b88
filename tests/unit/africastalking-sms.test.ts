import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAfricasTalkingSms } from '../../src/server/providers/sms/africastalking-sms.ts';

/** A local stand-in for Africa's Talking that records what it receives and answers as told. */
let answer: { status: number; body: unknown } = { status: 201, body: {} };
const received: { path: string; headers: IncomingMessage['headers']; form: URLSearchParams }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, form: new URLSearchParams(body) });
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
});
let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const accepted = (to: string, status = 'Success', statusCode = 101) => ({
  SMSMessageData: {
    Message: 'Sent to 1/1 Total Cost: KES 0.8000',
    Recipients: [{ number: to, status, statusCode, cost: 'KES 0.8000', messageId: 'ATXid_abc123' }],
  },
});

describe("the Africa's Talking SMS adapter", () => {
  const sms = (senderId?: string) =>
    createAfricasTalkingSms({ username: 'pamoja', apiKey: 'key-123', senderId, baseUrl });

  it('posts a form with the apiKey header and reads the recipient status', async () => {
    answer = { status: 201, body: accepted('+254712345678') };
    const result = await sms('PAMOJA').send({
      to: '+254712345678',
      message: 'Your Pamoja code is 12345.',
    });
    expect(result).toEqual({ ok: true, providerMessageId: 'ATXid_abc123' });
    const request = received.at(-1)!;
    expect(request.path).toBe('/version1/messaging');
    expect(request.headers.apikey).toBe('key-123');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request.headers.accept).toBe('application/json');
    expect(Object.fromEntries(request.form)).toEqual({
      username: 'pamoja',
      to: '+254712345678',
      message: 'Your Pamoja code is 12345.',
      from: 'PAMOJA',
    });
  });

  it('leaves out the sender id when none is set', async () => {
    answer = { status: 201, body: accepted('+254712345678') };
    await sms().send({ to: '+254712345678', message: 'hello' });
    expect(received.at(-1)!.form.has('from')).toBe(false);
  });

  it('fails when the answer is not HTTP 201', async () => {
    answer = { status: 401, body: 'The supplied authentication is invalid' };
    expect(await sms().send({ to: '+254712345678', message: 'x' })).toMatchObject({ ok: false });
  });

  it.each(['InvalidPhoneNumber', 'InsufficientBalance', 'UserInBlacklist'])(
    'fails when the recipient status is %s, even with HTTP 201',
    async (status) => {
      answer = { status: 201, body: accepted('+254712345678', status, 403) };
      expect(await sms().send({ to: '+254712345678', message: 'x' })).toMatchObject({ ok: false });
    },
  );

  it('fails when the service cannot be reached', async () => {
    const unreachable = createAfricasTalkingSms({
      username: 'pamoja',
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1',
    });
    expect(await unreachable.send({ to: '+254712345678', message: 'x' })).toMatchObject({
      ok: false,
    });
  });

  it('talks to the sandbox host when the username is sandbox', async () => {
    const urls: string[] = [];
    const recording = (async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify(accepted('+254712345678')), { status: 201 });
    }) as unknown as typeof fetch;
    await createAfricasTalkingSms({ username: 'sandbox', apiKey: 'k', fetch: recording }).send({
      to: '+254712345678',
      message: 'x',
    });
    await createAfricasTalkingSms({ username: 'pamoja', apiKey: 'k', fetch: recording }).send({
      to: '+254712345678',
      message: 'x',
    });
    expect(urls).toEqual([
      'https://api.sandbox.africastalking.com/version1/messaging',
      'https://api.africastalking.com/version1/messaging',
    ]);
  });
});
