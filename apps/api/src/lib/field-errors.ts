import { COMMON_CODES, isMessageCode, type MessageCode } from '@app/shared';
import type { FieldErrorCodes } from './app-error';

export type Issue = { field: string; message?: string };

/**
 * Field → the code of its first message, so a form shows the rule that failed first, in the
 * schema's order. Shared schemas give every rule a code as its message; a text that is not one (a
 * rule someone left without) becomes the catalogue's general message, never zod's own wording.
 */
export function fieldErrorCodes(issues: Issue[], onUncoded?: (issue: Issue) => void): FieldErrorCodes {
  const errors: Record<string, MessageCode> = {};
  for (const issue of issues) {
    const field = issue.field || '_';
    if (errors[field]) continue;
    if (isMessageCode(issue.message)) {
      errors[field] = issue.message;
    } else {
      onUncoded?.(issue);
      errors[field] = COMMON_CODES.invalidValue;
    }
  }
  return errors;
}

/** The message of the whole answer: the first field's. */
export const firstCode = (errors: FieldErrorCodes): MessageCode =>
  Object.values(errors)[0] ?? COMMON_CODES.invalidValue;
