import { z } from 'zod';
import { envelopeOf } from './common';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** Whether photos can be written (uploads folder or object store). */
  storage: z.enum(['up', 'down']),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
export const HealthResponseSchema = envelopeOf(HealthSchema);

/** Whether this instance should get traffic: `/api/ready`, for load balancers. */
export const ReadinessSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['up', 'down']),
  /** From a write made at most a few seconds ago (the check is cached). */
  storage: z.enum(['up', 'down']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
export const ReadinessResponseSchema = envelopeOf(ReadinessSchema);
