import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { clearDraft, loadDraftFiles, readDraft, saveDraft } from './form-draft';
import { rememberReturnTo } from './return-to';

export interface FormDraftOptions<T> {
  /** Stored values (any JSON) as the form's values: known fields only, wrong types dropped. */
  parse: (values: unknown) => T;
  /** The files kept with the draft, once read back (IndexedDB answers asynchronously). */
  onFiles?: (files: File[]) => void;
  /** Where the login page sends the user back to; the current page by default. */
  returnTo?: string;
}

/** Shown above a form restored from its draft. */
export interface DraftNoticeState {
  /** Files (photos) that could not be kept: their names, to choose again. */
  missingFiles: string[];
}

/**
 * A form's draft (lib/form-draft.ts) across a login detour. `restored` is what to start the form
 * from (null when there is no draft); `askToLogIn` keeps what was typed, remembers this page for
 * the login screen (lib/return-to.ts) and raises `isLoginAsked`, whose alert's OK calls
 * `goToLogin`; `discard` forgets the draft once the form is sent.
 */
export function useFormDraft<T>(key: string, { parse, onFiles, returnTo }: FormDraftOptions<T>) {
  const location = useLocation();
  const navigate = useNavigate();
  const [stored] = useState(() => readDraft(key));
  const [restored] = useState(() => (stored === null ? null : parse(stored.values)));
  const [notice, setNotice] = useState<DraftNoticeState | null>(stored && { missingFiles: [] });
  const [isLoginAsked, setLoginAsked] = useState(false);
  const onFilesRef = useRef(onFiles);

  useEffect(() => {
    onFilesRef.current = onFiles;
  });

  useEffect(() => {
    if (stored === null || stored.fileNames.length === 0) return;
    let isCurrent = true;
    void loadDraftFiles(key, stored).then(({ files, missing }) => {
      if (!isCurrent) return;
      if (files.length > 0) onFilesRef.current?.(files);
      if (missing.length > 0) setNotice((shown) => shown && { missingFiles: missing });
    });
    return () => {
      isCurrent = false;
    };
  }, [key, stored]);

  /** Saves the form and remembers this page for after the login. */
  const keep = (values: unknown, files: readonly File[] = []): Promise<boolean> => {
    rememberReturnTo(returnTo ?? `${location.pathname}${location.search}${location.hash}`);
    return saveDraft(key, values, files);
  };

  /** Sending needs a login (a visitor, or the session ended): keep everything and say so. */
  const askToLogIn = (values: unknown, files: readonly File[] = []) => {
    void keep(values, files);
    setLoginAsked(true);
  };

  const goToLogin = () => {
    setLoginAsked(false);
    void navigate(paths.login());
  };

  /** The form was sent: nothing to keep any more. */
  const discard = () => {
    void clearDraft(key);
    setNotice(null);
  };

  return { restored, notice, keep, askToLogIn, isLoginAsked, goToLogin, discard };
}
