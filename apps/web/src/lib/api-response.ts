import type { PageMeta } from '@app/shared';
import type { z } from 'zod';
import { ApiError, DEFAULT_ERROR_MESSAGE } from './api-error';
import type { RawResponse } from './api-transport';

export interface ApiResult<T> {
  data: T;
  message: string;
  /** The code of `message` in the shared catalogue, when the server sent one. */
  messageCode: string | undefined;
  meta: PageMeta | undefined;
  /** `meta` as sent, for a list whose meta says more than its page (its schema reads it). */
  rawMeta?: unknown;
}

// The envelope (EnvelopeSchema / ErrorResponseSchema in @app/shared) is read by hand on purpose:
// this file is in the entry bundle, and zod (~23 kB gzip) should only arrive with the screens
// that validate, in their own chunks. Screens may pass a response schema in as `schema`; the
// reads of a page's first load (search results, a listing, place suggestions, the shortlist) pass
// none and take the shared type: the server sends every answer through its shared response schema
// (fastify-type-provider-zod's serializer), and parsing it again would bring zod with that load.

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A record of strings (`errors`, `errorCodes`); anything else in it is dropped. */
function readStrings(value: unknown): Record<string, string> {
  if (!isObject(value)) return {};
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return Object.fromEntries(entries);
}

function readParams(value: unknown): Record<string, string | number> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string | number] =>
      typeof entry[1] === 'string' || typeof entry[1] === 'number',
  );
  return Object.fromEntries(entries);
}

function readMeta(value: unknown): PageMeta | undefined {
  if (!isObject(value)) return undefined;
  const { total, page, limit } = value;
  if (typeof total !== 'number' || typeof page !== 'number' || typeof limit !== 'number') return undefined;
  return { total, page, limit };
}

function errorFrom(status: number, body: unknown, fallbackMessage: string): ApiError {
  const fields = isObject(body) ? body : {};
  return new ApiError({
    status,
    message: stringOrUndefined(fields.message)?.trim() || fallbackMessage,
    messageCode: stringOrUndefined(fields.messageCode),
    messageParams: readParams(fields.messageParams),
    fieldErrors: readStrings(fields.errors),
    fieldErrorCodes: readStrings(fields.errorCodes),
    code: stringOrUndefined(fields.code),
  });
}

/** Validates `data` with a response schema; a mismatch is reported like any other failure. */
export function parseData<S extends z.ZodType>(
  schema: S,
  data: unknown,
  status: number,
  fallbackMessage: string = DEFAULT_ERROR_MESSAGE,
): z.output<S> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError({ status, message: fallbackMessage, code: 'INVALID_RESPONSE' });
  return parsed.data;
}

/** Reads the `{ success, error, message, data, meta, errors }` envelope every API answer carries. */
export function readEnvelope<S extends z.ZodType>(
  raw: RawResponse,
  schema: S | undefined,
  fallbackMessage: string = DEFAULT_ERROR_MESSAGE,
): ApiResult<z.output<S>> {
  const body = parseJson(raw.text);
  const isHttpSuccess = raw.status >= 200 && raw.status < 300;
  if (!isHttpSuccess || (isObject(body) && body.success === false)) {
    throw errorFrom(raw.status, body, fallbackMessage);
  }
  if (body !== undefined && !isObject(body)) {
    throw new ApiError({ status: raw.status, message: fallbackMessage, code: 'INVALID_RESPONSE' });
  }
  const envelope = body ?? {};
  const data = schema ? parseData(schema, envelope.data, raw.status, fallbackMessage) : envelope.data;
  return {
    data: data as z.output<S>,
    message: stringOrUndefined(envelope.message) ?? '',
    messageCode: stringOrUndefined(envelope.messageCode),
    meta: readMeta(envelope.meta),
    rawMeta: envelope.meta,
  };
}
