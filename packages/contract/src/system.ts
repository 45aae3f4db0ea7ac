import { z } from './zod.ts';
import { envelope } from './envelope.ts';

/** `GET /api/health`: for load balancers and the e2e runner; tells which engine holds the data. */
export const healthResponseSchema = envelope(
  z.object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
  }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Answers that carry only a message, such as sign-out. */
export const messageResponseSchema = z.object({ data: z.null(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
