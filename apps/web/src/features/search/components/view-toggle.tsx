import type { SearchView } from '../search-state';
import type { SearchText } from '../use-search-text';

interface ViewToggleProps {
  view: SearchView;
  onChange: (view: SearchView) => void;
  /** Starts downloading the map's code when the user is about to ask for it. */
  onPrefetchMap: () => void;
  text: SearchText;
}

/** List / Map: two toggle buttons, the pressed one is the current view. */
export function ViewToggle({ view, onChange, onPrefetchMap, text }: ViewToggleProps) {
  const { t } = text;
  return (
    <div className="search-toggle" role="group" aria-label={t('view.label')}>
      <button
        type="button"
        className="search-toggle__button"
        aria-pressed={view === 'list'}
        onClick={() => onChange('list')}
      >
        {t('view.list')}
      </button>
      <button
        type="button"
        className="search-toggle__button"
        aria-pressed={view === 'map'}
        onPointerEnter={onPrefetchMap}
        onFocus={onPrefetchMap}
        onClick={() => onChange('map')}
      >
        {t('view.map')}
      </button>
    </div>
  );
}
