import { z } from 'zod';

/** The envelope every API response carries (DESIGN §3). */
export const EnvelopeSchema = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
});

export function envelopeOf<T extends z.ZodType>(data: T) {
  return EnvelopeSchema.extend({ data });
}

export const PageMetaSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type PageMeta = z.infer<typeof PageMetaSchema>;

export function pagedEnvelopeOf<T extends z.ZodType>(item: T) {
  return EnvelopeSchema.extend({ data: z.array(item), meta: PageMetaSchema });
}

export const ErrorResponseSchema = EnvelopeSchema.extend({
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = EnvelopeSchema;
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const UuidParamSchema = z.object({ id: z.uuid({ error: 'Not found' }) });

export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
  });
}
