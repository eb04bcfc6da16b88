import type { FastifyInstance } from 'fastify';

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** A JSON escape of a surrogate (`\udfff`): the only way one reaches a body decoded from UTF-8. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * JSON bodies as Fastify parses them (a prototype key refused), with every text well formed:
 * JSON may spell half of a surrogate pair alone (`"\udfff"`, as a browser's JSON.stringify writes
 * one left in pasted text), which UTF-8 cannot hold, and each such half becomes U+FFFD, as every
 * UTF-8 encoder (node-postgres's too) writes it. PGlite 0.5 counts the bytes of such a text two
 * short when a character above U+007F comes before the half, and so cut the statement the text
 * went into: a 500 that `route-fuzzing.test.ts` found on the embedded database.
 */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    parse(request, text, (error, value) => {
      if (error) done(error, undefined);
      else done(null, SURROGATE_ESCAPE.test(text) ? wellFormed(value) : value);
    });
  });
}

/** `value` with each lone surrogate in its texts and names replaced by U+FFFD, in place. */
export function wellFormed(value: unknown): unknown {
  const fix = (text: string) => text.replace(LONE_SURROGATE, '\uFFFD');
  if (typeof value === 'string') return fix(value);
  // A loop, not recursion: a body may nest as deep as its size allows.
  const pending: Record<string, unknown>[] = [];
  if (value !== null && typeof value === 'object') pending.push(value as Record<string, unknown>);
  for (let node = pending.pop(); node; node = pending.pop()) {
    for (const key of Object.keys(node)) {
      const item = node[key];
      const name = fix(key);
      if (name !== key) {
        delete node[key];
        node[name] = item;
      }
      if (typeof item === 'string') node[name] = fix(item);
      else if (item !== null && typeof item === 'object') {
        pending.push(item as Record<string, unknown>);
      }
    }
  }
  return value;
}
