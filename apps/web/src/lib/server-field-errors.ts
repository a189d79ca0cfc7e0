import { ApiError } from './api-error';

/** Field errors from a 400 answer, limited to the fields the form has. */
export function serverFieldErrors<Name extends string>(
  error: unknown,
  names: readonly Name[],
): [Name, string][] {
  if (!(error instanceof ApiError)) return [];
  return names.flatMap((name) => {
    const message = error.fieldErrors[name];
    return message ? [[name, message] as [Name, string]] : [];
  });
}
