import { type MessageCode, MAX_IMAGES } from '@app/shared';
import type { z } from 'zod';
import { badRequest, type FieldErrorCodes } from '../../lib/app-error';
import { fieldErrorCodes, firstCode } from '../../lib/field-errors';

/** An item of a list (amenities.1) is reported on the list, where the form shows it. */
const fieldOf = (path: PropertyKey[]) => path.filter((part) => typeof part !== 'number').join('.');

function errorsOf(result: z.ZodSafeParseResult<unknown>): FieldErrorCodes {
  if (result.success) return {};
  return fieldErrorCodes(
    result.error.issues.map((issue) => ({ field: fieldOf(issue.path), message: issue.message })),
  );
}

/** Parses form fields with the shared schema, answering 400 with the published message per field. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = errorsOf(result);
  throw badRequest(firstCode(errors), errors);
}

/**
 * Parses the same form fields with several shared schemas (a visit's measurements, its checklist,
 * what else was found): one 400 naming every field any of them refused, in the schemas' order.
 */
export function parseEachFields<const S extends readonly z.ZodType[]>(
  schemas: S,
  input: unknown,
): { [K in keyof S]: z.output<S[K]> } {
  const results = schemas.map((schema) => schema.safeParse(input));
  const errors: FieldErrorCodes = Object.assign({}, ...results.map((r) => errorsOf(r))) as FieldErrorCodes;
  if (Object.keys(errors).length > 0) throw badRequest(firstCode(errors), errors);
  return results.map((r) => r.data) as { [K in keyof S]: z.output<S[K]> };
}

export function requireImageCount(count: number, messages: { required: MessageCode; max: MessageCode }) {
  if (count === 0) throw badRequest(messages.required, { image: messages.required });
  if (count > MAX_IMAGES) throw badRequest(messages.max, { image: messages.max });
}
