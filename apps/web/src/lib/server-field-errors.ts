import { ApiError } from './api-error';

/**
 * Field errors from a 400 answer, limited to the fields the form has: each field's message code
 * where the server sent one (the form translates it like its own), else the text as sent.
 */
export function serverFieldErrors<Name extends string>(
  error: unknown,
  names: readonly Name[],
): [Name, string][] {
  if (!(error instanceof ApiError)) return [];
  return names.flatMap((name) => {
    const message = error.fieldErrorCodes[name] ?? error.fieldErrors[name];
    return message ? [[name, message] as [Name, string]] : [];
  });
}
