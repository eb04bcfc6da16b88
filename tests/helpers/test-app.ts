import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import type { DatabaseHandle } from '../../src/server/db/client.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/features/auth/sessions.ts';
import { isApiRoute, isUnderApi } from '../../src/server/plugins/api-route.ts';
import { createProviders, type Providers } from '../../src/server/providers/create-providers.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * Every error answer of a test app in this file that carried no `code`;
 * tests/helpers/every-error-has-a-code.ts fails the file when one did.
 */
export const errorsWithoutCode: string[] = [];

function hasCode(payload: unknown): boolean {
  try {
    const body = JSON.parse(String(payload)) as { code?: unknown };
    return typeof body.code === 'string' && /^[a-z]+(_[a-z]+)*$/.test(body.code);
  } catch {
    return false;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** A Cookie header that signs the given user in. */
  signIn(userId: string): Promise<{ cookie: string }>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, for `app.inject`. Environment overrides go through the
 * same configuration schema as production.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webRoot?: string;
    database?: DatabaseHandle;
    providers?: Partial<Providers>;
    logger?: FastifyServerOptions['logger'];
    timeouts?: AppOptions['timeouts'];
  } = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'data/test',
    MPESA_SIMULATOR_DELAY_MS: '0',
    ...env,
  });
  const database = options.database ?? (await createTestDatabase());
  const providers = {
    ...createProviders(config, database.db, { warn: () => {} }),
    ...options.providers,
  };
  const app = await buildApp({
    config,
    database,
    providers,
    webRoot: options.webRoot ?? '/nonexistent',
    logger: options.logger,
    timeouts: options.timeouts,
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const api = request.is404 ? isUnderApi(request.url) : isApiRoute(request);
    // Health and readiness (SOS is exempt from the rate limit too, but signed in and coded).
    const probe =
      request.routeOptions.config?.rateLimit === false && !request.routeOptions.config.access;
    if (api && !probe && reply.statusCode >= 400 && !hasCode(payload)) {
      errorsWithoutCode.push(`${request.method} ${request.url} ${reply.statusCode}: ${payload}`);
    }
    return payload;
  });
  await app.ready();
  return {
    app,
    database,
    config,
    async signIn(userId) {
      const { token } = await createSession(database.db, userId);
      return { cookie: `${SESSION_COOKIE}=${token}` };
    },
    async close() {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}
