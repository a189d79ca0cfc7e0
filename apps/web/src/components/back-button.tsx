import './back-button.css';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '../lib/use-go-back';

/** '← Back' to where the user came from; to `fallback` when the page was opened directly. */
export function BackButton({ fallback }: { fallback?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <button type="button" className="back-button" onClick={goBack}>
      <span aria-hidden="true">←</span> {t('common.back')}
    </button>
  );
}
