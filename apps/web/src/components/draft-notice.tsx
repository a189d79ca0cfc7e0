import './form.css';
import { useTranslation } from 'react-i18next';
import { AlertOverlay } from './alert-overlay';
import type { DraftNoticeState } from '../lib/use-form-draft';

interface DraftNoticeProps {
  notice: DraftNoticeState | null;
  /** The form's own wording of "we kept what you typed"; the shared one by default. */
  message?: string;
  className?: string;
}

/** Above a form restored from its draft: check and send; and which photos must be chosen again. */
export function DraftNotice({ notice, message, className }: DraftNoticeProps) {
  const { t } = useTranslation();
  if (notice === null) return null;
  return (
    <div className={['form-notice draft-notice', className].filter(Boolean).join(' ')} role="status">
      <p>{message ?? t('ui.draft.restored')}</p>
      {notice.missingFiles.length > 0 && (
        <p>{t('ui.draft.filesAgain', { names: notice.missingFiles.join(', ') })}</p>
      )}
    </div>
  );
}

/** Sending needs a login. OK goes to the login screen, which brings the user back. */
export function LoginAlert({ onOk }: { onOk: () => void }) {
  const { t } = useTranslation();
  return <AlertOverlay tone="error" message={t('ui.draft.pleaseLogin')} onOk={onOk} />;
}
