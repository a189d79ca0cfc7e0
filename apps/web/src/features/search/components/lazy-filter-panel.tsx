import { lazy, Suspense, useState } from 'react';
import { loadFilterPanel } from '../load-filter-panel';
import { ChunkBoundary } from './chunk-boundary';
import type { FilterPanelProps } from './filter-panel';

/** The filter panel, whose code loads the first time it is shown (with Try again if that fails). */
export function LazyFilterPanel(props: FilterPanelProps) {
  const { t } = props.text;
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Try again really fetches the chunk again.
  const [Panel, setPanel] = useState(() => lazy(loadFilterPanel));
  const failed = (
    <div role="alert" className="search-state search-state--error">
      <p>{t('filters.chunkFailed')}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          setPanel(() => lazy(loadFilterPanel));
          setAttempt((value) => value + 1);
        }}
      >
        {t('filters.retry')}
      </button>
    </div>
  );
  return (
    <ChunkBoundary key={attempt} fallback={failed}>
      <Suspense
        fallback={
          <p role="status" className="search-state">
            {t('filters.loading')}
          </p>
        }
      >
        <Panel {...props} />
      </Suspense>
    </ChunkBoundary>
  );
}
