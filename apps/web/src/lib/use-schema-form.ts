import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
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
   * Puts a refused request's field errors on the form's own fields (each field's message code where
   * the server sent one, so it is translated like the form's own, else the text as sent). Returns
   * whether any field got one; errors for fields the form does not have are left to the caller's
   * top message.
   */
  showServerErrors: (error: unknown) => boolean;
};

/**
 * The one way a form is built: checked by the same shared schema the server uses (typed input,
 * parsed output), with the server's field errors mapped onto its fields in one place. The fields
 * are the keys of `defaultValues`, so every form states them once.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver' | 'defaultValues'> = {},
): SchemaForm<Input, Output> {
  const form = useForm<Input, unknown, Output>({
    ...options,
    resolver: zodResolver(schema),
    defaultValues,
  });
  const { setError } = form;
  const fields = Object.keys(defaultValues);
  const fieldKey = fields.join('\u0000');

  const showServerErrors = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError)) return false;
      let shown = false;
      for (const name of fieldKey.split('\u0000')) {
        const message = error.fieldErrorCodes[name] ?? error.fieldErrors[name];
        if (!message) continue;
        setError(name as FieldPath<Input>, { message });
        shown = true;
      }
      return shown;
    },
    [fieldKey, setError],
  );

  return { ...form, showServerErrors };
}
