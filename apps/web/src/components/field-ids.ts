/** Ids that tie a control to its hint and error (aria-describedby). */
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** The ids a control lists in aria-describedby: its hint, then its error when there is one. */
export function describedBy(id: string, options: { hint?: boolean; error?: boolean; extra?: string }) {
  const ids = [options.hint && hintId(id), options.extra, options.error && errorId(id)].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
