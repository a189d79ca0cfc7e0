import './i18n/register';
import './saved-searches.css';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SearchKind } from '../../config/paths';
import { useDefaultName } from './components/query-summary';
import { SAVE_AGAIN_HASH, SaveSearchDialog } from './components/save-search-dialog';
import { queryFromParams, savedKindOf } from './search-from-url';
import { useSavedSearchText } from './use-saved-search-text';

/**
 * "Save this search" on the search page (the router puts it there: features do not import each
 * other). The search is read from the page's address, the same parameters the search page keeps
 * there, so whatever the page shows is what is saved: place, sort and every filter.
 */
export function SaveSearchButton({ kind }: { kind: SearchKind }) {
  const { t } = useSavedSearchText();
  const [params] = useSearchParams();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const defaultName = useDefaultName();
  const savedKind = savedKindOf(kind);
  const query = useMemo(() => queryFromParams(savedKind, params), [savedKind, params]);
  const [isOpen, setOpen] = useState(false);

  // Back from logging in to save this search: the dialog opens again, and the hash is dropped.
  useEffect(() => {
    if (hash !== SAVE_AGAIN_HASH) return;
    setOpen(true);
    void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
  }, [hash, pathname, search, navigate]);

  return (
    <>
      <button type="button" className="button save-search__open" onClick={() => setOpen(true)}>
        <span className="save-search__icon" aria-hidden="true" />
        {t('save.open')}
      </button>
      {isOpen && (
        <SaveSearchDialog
          kind={savedKind}
          query={query}
          defaultName={defaultName(savedKind, query.location)}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
