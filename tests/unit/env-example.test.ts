import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { configSchema, loadConfig } from '../../src/server/config.ts';

it('.env.example lists every configuration variable, and its values start the server', () => {
  const text = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const listed = [...text.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)];
  const names = listed.map((m) => m[1]);
  expect(names.sort()).toEqual(Object.keys(configSchema.in.shape).sort());
  expect(() => loadConfig(Object.fromEntries(listed.map((m) => [m[1], m[2]])))).not.toThrow();
});
