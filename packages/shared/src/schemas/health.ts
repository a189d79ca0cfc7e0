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
