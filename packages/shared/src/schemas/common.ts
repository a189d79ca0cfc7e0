import { z } from 'zod';
import { COMMON_CODES } from '../messages/common';

/** The envelope every API response carries. */
export const EnvelopeSchema = z.object({
  success: z.boolean(),
  error: z.boolean(),
  message: z.string(),
  /** The code of `message` in the shared catalogue: clients translate by it, never by the English. */
  messageCode: z.string().optional(),
  /** Values for the placeholders of the message ({{minutes}}), when it has any. */
  messageParams: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
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
  /** The code of each message in `errors`, field by field. */
  errorCodes: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MessageResponseSchema = EnvelopeSchema;
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

export const UuidParamSchema = z.object({ id: z.uuid({ error: COMMON_CODES.notFound }) });

/** A list's page number from the query string: a whole number from 1 (to `max`). */
export const pageNumber = (max = 100_000) =>
  z.coerce
    .number({ error: COMMON_CODES.page.number })
    .int(COMMON_CODES.page.number)
    .min(1, COMMON_CODES.page.number)
    .max(max, COMMON_CODES.page.number)
    .default(1);

/** A list's page size from the query string: a whole number from 1 to `max`. */
export const pageSize = (defaultSize: number, max: number) =>
  z.coerce
    .number({ error: COMMON_CODES.page.size })
    .int(COMMON_CODES.page.size)
    .min(1, COMMON_CODES.page.size)
    .max(max, COMMON_CODES.page.size)
    .default(defaultSize);

export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({ page: pageNumber(), limit: pageSize(defaultLimit, maxLimit) });
}
