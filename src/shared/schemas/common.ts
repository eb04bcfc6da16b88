import { z } from 'zod';

/** Every API error answers with this body. */
export const errorResponse = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;
