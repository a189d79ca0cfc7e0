import { useTranslation } from 'react-i18next';

/** First paint while the first route's chunk downloads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className="boot-splash" role="status">
      {t('common.loading')}
    </p>
  );
}
