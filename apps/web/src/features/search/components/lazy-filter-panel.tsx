import { loadFilterPanel } from '../load-filter-panel';
import type { FilterPanelProps } from './filter-panel';
import { LazyChunk } from './lazy-chunk';

/** The filter panel, whose code loads the first time it is shown (with Try again if that fails). */
export function LazyFilterPanel(props: FilterPanelProps) {
  const { t } = props.text;
  return (
    <LazyChunk
      load={loadFilterPanel}
      props={props}
      loadingClassName="search-state"
      failedClassName="search-state search-state--error"
      text={{ loading: t('filters.loading'), failed: t('filters.chunkFailed'), retry: t('filters.retry') }}
    />
  );
}
