import '@/components/alert-overlay.css';
import type { SavedSearchKind, SavedSearchQuery } from '@app/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { LoginLink } from '@/components/login-link';
import { ModalDialog } from '@/components/modal-dialog';
import { paths } from '@/config/paths';
import { rememberReturnTo } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { useSavedSearchText } from '../use-saved-search-text';
import { SaveSearchForm } from './save-search-form';

/** After logging in from the dialog, the search page comes back with this hash and opens it again. */
export const SAVE_AGAIN_HASH = '#save-search';

interface SaveSearchDialogProps {
  kind: SavedSearchKind;
  query: SavedSearchQuery;
  defaultName: string;
  onClose: () => void;
}

/**
 * "Save this search" over the search page: a name (prefilled) for a logged-in user; for a visitor,
 * the way to log in that brings them back to this search with the dialog open again. Escape and
 * the backdrop close it.
 */
export function SaveSearchDialog({ kind, query, defaultName, onClose }: SaveSearchDialogProps) {
  const { t } = useSavedSearchText();
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const id = useId();
  const firstRef = useRef<HTMLInputElement | null>(null);
  const loginRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // The form the focus was in is gone: the notice that replaced it takes it (and is read out).
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const titleId = `${id}-title`;
  let body;
  if (!isLoggedIn) {
    body = (
      <div ref={loginRef} tabIndex={-1} className="overlay__body">
        <p>{t('save.loginIntro')}</p>
        <div className="overlay__actions">
          <button type="button" className="button" onClick={onClose}>
            {t('save.cancel')}
          </button>
          <LoginLink
            className="button button--primary"
            onNavigate={() => rememberReturnTo(`${pathname}${search}${SAVE_AGAIN_HASH}`)}
          >
            {t('save.login')}
          </LoginLink>
        </div>
      </div>
    );
  } else if (notice) {
    body = (
      <div className="overlay__body">
        <p ref={noticeRef} tabIndex={-1} role="status" className="form-notice">
          {notice}
        </p>
        <div className="overlay__actions">
          <Link className="button" to={paths.savedSearches()}>
            {t('save.manage')}
          </Link>
          <button type="button" className="button button--primary" onClick={onClose}>
            {t('save.close')}
          </button>
        </div>
      </div>
    );
  } else {
    body = (
      <>
        <p className="overlay__message">{t('save.intro')}</p>
        <SaveSearchForm
          kind={kind}
          query={query}
          defaultName={defaultName}
          idPrefix={id}
          nameRef={firstRef}
          onSaved={setNotice}
          onCancel={onClose}
        />
      </>
    );
  }

  return createPortal(
    <ModalDialog
      aria-labelledby={titleId}
      className="overlay__dialog"
      onCancel={onClose}
      onBackdrop={onClose}
      initialFocus={isLoggedIn ? firstRef : loginRef}
    >
      <h2 id={titleId} className="overlay__title">
        {isLoggedIn ? t('save.title') : t('save.loginTitle')}
      </h2>
      {body}
    </ModalDialog>,
    document.body,
  );
}
