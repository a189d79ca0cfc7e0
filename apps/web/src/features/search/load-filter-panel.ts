/** The filter panel's chunk: on a phone it is downloaded when Filters is first wanted. */
export const loadFilterPanel = () => import('./components/filter-panel');

/** Starts the download early (hover or focus on Filters); a failure shows when it is used. */
export function prefetchFilterPanel(): void {
  loadFilterPanel().catch(() => undefined);
}
