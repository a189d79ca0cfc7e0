import { TASK_DESCRIPTION_PREVIEW } from '@app/shared';

/**
 * A task's description on its card: the first 50 characters and '…' when there is more, else the
 * whole text. Characters are counted as code points, so an emoji is never cut in half.
 */
export function descriptionPreview(text: string, max = TASK_DESCRIPTION_PREVIEW): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
