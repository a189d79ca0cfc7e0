/** The map's chunk (Leaflet and its CSS): downloaded only when the map view is first wanted. */
export const loadResultsMap = () => import('./components/results-map');

/** Starts the download early (hover or focus on the Map button); a failure shows when it is used. */
export function prefetchResultsMap(): void {
  loadResultsMap().catch(() => undefined);
}
