import { MAX_IMAGES } from '@app/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * The photos of a form as one more field of its shared schema, so RHF checks them with the rest
 * (and focuses the picker when they are missing). Size and type are checked when chosen. Without
 * a `required` message none is also fine.
 */
export function photoFilesSchema(messages: { required?: string; max: string }) {
  const files = z.array(z.instanceof(File)).max(MAX_IMAGES, messages.max);
  return messages.required === undefined ? files : files.min(1, messages.required);
}

/**
 * A number input holding text the browser cannot read as a number reports '' (as if empty). This
 * passes such a field on as not-a-number, so the schema says 'Price must be a number' rather
 * than 'Price is required'.
 */
export function withBadNumberInput<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return (values, context, options) => {
    const unreadable = Object.values(options.fields).filter(
      (field) =>
        field.ref instanceof HTMLInputElement && field.ref.type === 'number' && field.ref.validity.badInput,
    );
    if (unreadable.length === 0) return resolver(values, context, options);
    const patched: FieldValues = { ...values };
    unreadable.forEach((field) => {
      patched[field.name] = 'not a number';
    });
    return resolver(patched as TValues, context, options);
  };
}

/** The values of `key` in stored draft values that are among `allowed` (a draft is read defensively). */
export function readDraftChoices<T extends string>(values: unknown, key: string, allowed: readonly T[]): T[] {
  const stored: unknown =
    typeof values === 'object' && values !== null ? (values as Record<string, unknown>)[key] : null;
  return Array.isArray(stored) ? allowed.filter((value) => stored.includes(value)) : [];
}
