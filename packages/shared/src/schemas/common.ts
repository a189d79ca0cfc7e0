import { z } from 'zod';
import { COMMON_CODES } from '../messages/common';
import { formNumber } from './form-fields';

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

/**
 * A list's page number from the query string: a whole number from 1 (to `max`), written in decimal
 * (`formNumber`: '0x2' is refused, not page 2).
 */
const pageNumberField = (max = 100_000) =>
  z.preprocess(
    formNumber,
    z
      .number({ error: COMMON_CODES.page.number })
      .int(COMMON_CODES.page.number)
      .min(1, COMMON_CODES.page.number)
      .max(max, COMMON_CODES.page.number),
  );

/** A list's page size from the query string: a whole number from 1 to `max`, written in decimal. */
const pageSizeField = (max: number) =>
  z.preprocess(
    formNumber,
    z
      .number({ error: COMMON_CODES.page.size })
      .int(COMMON_CODES.page.size)
      .min(1, COMMON_CODES.page.size)
      .max(max, COMMON_CODES.page.size),
  );

/** A list's page number, 1 when not given. */
export const pageNumber = (max = 100_000) => pageNumberField(max).default(1);

/** A list's page size, `defaultSize` when not given. */
export const pageSize = (defaultSize: number, max: number) => pageSizeField(max).default(defaultSize);

export function pageQuerySchema(defaultLimit: number, maxLimit: number) {
  return z.object({ page: pageNumber(), limit: pageSize(defaultLimit, maxLimit) });
}

/**
 * How many rows an admin's or an owner's list answers to a request that names no page: clients
 * written against the published contract never ask for one, and a page of it would hide the rest.
 */
export const UNPAGED_LIST_CAP = 100;

/**
 * The query of an admin's or an owner's list: `fields`, and `page` and `limit`. Naming either asks
 * for a page (`limit` `size` by default, at most `max`); naming neither answers the first
 * UNPAGED_LIST_CAP rows, with the same `meta`. Search has its own paging and always pages.
 */
export function listQuerySchema<T extends z.ZodRawShape>(fields: T, sizes: { size: number; max: number }) {
  return z
    .object({ ...fields, page: pageNumberField().optional(), limit: pageSizeField(sizes.max).optional() })
    .transform((query) => {
      const { page, limit } = query as { page?: number; limit?: number };
      const paged = page !== undefined || limit !== undefined;
      return { ...query, page: page ?? 1, limit: limit ?? (paged ? sizes.size : UNPAGED_LIST_CAP) };
    });
}
