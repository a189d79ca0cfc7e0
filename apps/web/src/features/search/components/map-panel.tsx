import { loadResultsMap } from '../load-results-map';
import type { SearchText } from '../use-search-text';
import { LazyChunk } from './lazy-chunk';
import type { ResultsMapProps } from './results-map';

/** The map view: its code (Leaflet, ~45 kB) loads the first time it is shown. */
export function MapPanel({ text, ...mapProps }: ResultsMapProps & { text: SearchText }) {
  const { t } = text;
  return (
    <LazyChunk
      load={loadResultsMap}
      props={mapProps}
      loadingClassName="search-map search-map--loading"
      failedClassName="search-map search-map--failed"
      text={{ loading: t('map.loading'), failed: t('map.chunkFailed'), retry: t('map.retry') }}
    />
  );
}
