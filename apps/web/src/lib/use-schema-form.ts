import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api-error';

export type SchemaForm<Input extends FieldValues, Output extends FieldValues> = UseFormReturn<
  Input,
  unknown,
  Output
> & {
  /**
   * A refused request's field errors for the form's own fields, field by field: each field's
   * message code where the server sent one (so it is translated like the form's own), else the
   * text as sent. Empty for any other error, and for fields the form does not have.
   */
  serverErrors: (error: unknown) => [FieldPath<Input>, string][];
  /**
   * Puts those errors on their fields. Returns whether any field got one; errors for fields the
   * form does not have are left to the caller's top message.
   */
  showServerErrors: (error: unknown) => boolean;
};

export type SchemaFormOptions<Input extends FieldValues, Output extends FieldValues> = Omit<
  UseFormProps<Input, unknown, Output>,
  'resolver' | 'defaultValues'
> & {
  /** Wraps the schema's resolver, for a form that passes some values on differently (a number input's unreadable text). */
  wrapResolver?: (resolver: Resolver<Input, unknown, Output>) => Resolver<Input, unknown, Output>;
};

/**
 * The one way a form is built: checked by the same shared schema the server uses (typed input,
 * parsed output), with the server's field errors mapped onto its fields in one place. The fields
 * are the keys of `defaultValues`, so every form states them once (a field with no value yet, a
 * radio group, is a key with `undefined`).
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { wrapResolver, ...options }: SchemaFormOptions<Input, Output> = {},
): SchemaForm<Input, Output> {
  const resolver = zodResolver(schema);
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: wrapResolver ? wrapResolver(resolver) : resolver,
    defaultValues,
  });
  const { setError } = form;
  const fieldKey = Object.keys(defaultValues).join('\u0000');

  const serverErrors = useCallback(
    (error: unknown): [FieldPath<Input>, string][] => {
      if (!(error instanceof ApiError)) return [];
      return fieldKey.split('\u0000').flatMap((name) => {
        const message = error.fieldErrorCodes[name] ?? error.fieldErrors[name];
        return message ? [[name as FieldPath<Input>, message] as [FieldPath<Input>, string]] : [];
      });
    },
    [fieldKey],
  );

  const showServerErrors = useCallback(
    (error: unknown) => {
      const errors = serverErrors(error);
      errors.forEach(([name, message]) => setError(name, { message }));
      return errors.length > 0;
    },
    [serverErrors, setError],
  );

  return { ...form, serverErrors, showServerErrors };
}
