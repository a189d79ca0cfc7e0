import { lazy, Suspense, useState } from 'react';
import { loadResultsMap } from '../load-results-map';
import type { SearchText } from '../use-search-text';
import { ChunkBoundary } from './chunk-boundary';
import type { ResultsMapProps } from './results-map';

/** The map view: its code (Leaflet, ~45 kB) loads the first time it is shown. */
export function MapPanel({ text, ...mapProps }: ResultsMapProps & { text: SearchText }) {
  const { t } = text;
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Try again really fetches the chunk again.
  const [ResultsMap, setResultsMap] = useState(() => lazy(loadResultsMap));
  const retry = () => {
    setResultsMap(() => lazy(loadResultsMap));
    setAttempt((value) => value + 1);
  };
  const failed = (
    <div role="alert" className="search-map search-map--failed">
      <p>{t('map.chunkFailed')}</p>
      <button type="button" className="button" onClick={retry}>
        {t('map.retry')}
      </button>
    </div>
  );
  return (
    <ChunkBoundary key={attempt} fallback={failed}>
      <Suspense
        fallback={
          <p role="status" className="search-map search-map--loading">
            {t('map.loading')}
          </p>
        }
      >
        <ResultsMap {...mapProps} />
      </Suspense>
    </ChunkBoundary>
  );
}
