import { Link } from 'react-router';
import { paths, SEARCH_KINDS, type SearchKind } from '@/config/paths';
import { kindSwitchSearch, type SearchState } from '../search-state';
import type { SearchText } from '../use-search-text';

interface KindSwitchProps {
  kind: SearchKind;
  state: SearchState;
  text: SearchText;
}

/**
 * Hostels ↔ Rooms & flats: two links, the current one marked, each to the same search on the other
 * kind's page (place, point, distance and order kept; the other kind's filters dropped).
 */
export function KindSwitch({ kind, state, text }: KindSwitchProps) {
  const { t } = text;
  return (
    <nav className="search-kinds" aria-label={t('kinds.label')}>
      {SEARCH_KINDS.map((each) => (
        <Link
          key={each}
          className="search-kinds__link"
          to={{ pathname: paths.search(each), search: kindSwitchSearch(state, each) }}
          aria-current={each === kind ? 'page' : undefined}
        >
          {t(`kinds.${each}`)}
        </Link>
      ))}
    </nav>
  );
}
