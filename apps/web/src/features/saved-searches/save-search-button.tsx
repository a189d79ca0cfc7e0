import './i18n/register';
import './saved-searches.css';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SearchKind } from '@/config/paths';
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
  // Back from logging in to save this search: the dialog is open again, and the hash is dropped.
  const [isOpen, setOpen] = useState(() => hash === SAVE_AGAIN_HASH);
  useEffect(() => {
    if (hash === SAVE_AGAIN_HASH)
      void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
  }, [hash, pathname, search, navigate]);

  return (
    <>
      {/* On a phone it sits in the title's line with a shorter label; its name is the whole one. */}
      <button
        type="button"
        className="button save-search__open"
        aria-label={t('save.open')}
        onClick={() => setOpen(true)}
      >
        <span className="save-search__icon" aria-hidden="true" />
        <span className="save-search__label">{t('save.open')}</span>
        <span className="save-search__label save-search__label--short">{t('save.openShort')}</span>
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
