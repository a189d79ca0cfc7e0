import { useEffect, useRef } from 'react';
import type { SearchView } from '../search-state';
import type { SearchText } from '../use-search-text';

interface ViewToggleProps {
  view: SearchView;
  onChange: (view: SearchView) => void;
  /** Starts downloading the map's code when the user is about to ask for it. */
  onPrefetchMap: () => void;
  text: SearchText;
}

const isHidden = (element: HTMLElement | null) =>
  element !== null && window.getComputedStyle(element).display === 'none';

/**
 * List / Map: two toggle buttons, the pressed one is the current view. On a phone only the other
 * view's button shows (search-filters.css), so the one just pressed hides: focus moves to the one
 * that took its place.
 */
export function ViewToggle({ view, onChange, onPrefetchMap, text }: ViewToggleProps) {
  const { t } = text;
  const listRef = useRef<HTMLButtonElement>(null);
  const mapRef = useRef<HTMLButtonElement>(null);
  const pressedRef = useRef(false);
  useEffect(() => {
    if (!pressedRef.current) return;
    pressedRef.current = false;
    const [shown, other] = view === 'map' ? [mapRef, listRef] : [listRef, mapRef];
    if (isHidden(shown.current)) other.current?.focus();
  }, [view]);
  const choose = (next: SearchView) => {
    pressedRef.current = true;
    onChange(next);
  };
  return (
    <div className="search-toggle" role="group" aria-label={t('view.label')}>
      <button
        ref={listRef}
        type="button"
        className="search-toggle__button"
        aria-pressed={view === 'list'}
        onClick={() => choose('list')}
      >
        {t('view.list')}
      </button>
      <button
        ref={mapRef}
        type="button"
        className="search-toggle__button"
        aria-pressed={view === 'map'}
        onPointerEnter={onPrefetchMap}
        onFocus={onPrefetchMap}
        onClick={() => choose('map')}
      >
        {t('view.map')}
      </button>
    </div>
  );
}
