import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerJsonBodies, wellFormed } from '../../src/server/plugins/json-bodies.ts';

describe('well-formed JSON bodies', () => {
  it('replaces each lone half of a surrogate pair with U+FFFD and keeps whole pairs', () => {
    expect(wellFormed('a\uDFFFb\uD83Dc\uD83D\uDC69d\uDC69\uD83D')).toBe(
      'a\uFFFDb\uFFFDc\uD83D\uDC69d\uFFFD\uFFFD',
    );
    expect(wellFormed({ 'k\uDFFF': ['\uFFFF\uDFFF', 7, null, { n: '\uD800' }] })).toEqual({
      'k\uFFFD': ['\uFFFF\uFFFD', 7, null, { n: '\uFFFD' }],
    });
    expect(wellFormed(12)).toBe(12);
  });

  it('walks a body nested far deeper than the call stack', () => {
    const depth = 200_000;
    const parsed = JSON.parse(`${'['.repeat(depth)}"\\udfff"${']'.repeat(depth)}`);
    let inner: unknown = wellFormed(parsed);
    for (let i = 0; i < depth; i++) inner = (inner as unknown[])[0];
    expect(inner).toBe('\uFFFD');
  });

  it('parses as Fastify does, refusing a prototype key, and mends only what needs it', async () => {
    const app = Fastify();
    registerJsonBodies(app);
    app.post('/echo', async (request) => ({ body: request.body }));
    const post = (payload: string) =>
      app.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expect((await post('{"name":"Wanjiru \\ud83d\\udc69 \\udfff"}')).json()).toEqual({
      body: { name: 'Wanjiru \uD83D\uDC69 \uFFFD' },
    });
    expect((await post('{"a":"\\\\udfff"}')).json()).toEqual({ body: { a: '\\udfff' } });
    expect((await post('{"__proto__":{"x":1}}')).statusCode).toBe(400);
    expect((await post('{"a":')).statusCode).toBe(400);
    expect((await post('')).statusCode).toBe(400);
    await app.close();
  });
});
