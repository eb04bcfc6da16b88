import { z } from 'zod';

/** `GET /api/health`, liveness: the process answers (and says whether the database does). */
export const healthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  version: z.string(),
  uptimeSeconds: z.number(),
  /** Only on a staging server (production with ALLOW_SIMULATORS_IN_PRODUCTION=1): its stand-ins. */
  standIns: z.array(z.string()).optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/**
 * `GET /api/ready`, readiness: 200 when the database answers and every migration of this build
 * is applied; 503 naming the check that failed otherwise.
 */
export const readinessResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['current', 'pending', 'unknown']),
  /** Tags of this build's migrations the database has not had (e.g. `0009_rate_limits`). */
  pendingMigrations: z.array(z.string()),
  message: z.string().optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponse>;
