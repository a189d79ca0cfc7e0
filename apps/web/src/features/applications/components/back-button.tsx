import { useGoBack } from '../use-go-back';
import { useApplicationText } from '../use-application-text';

export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useApplicationText();
  const goBack = useGoBack(fallback);
  return (
    <button type="button" className="app-back" onClick={goBack}>
      <span aria-hidden="true">←</span> {t('common.back')}
    </button>
  );
}
