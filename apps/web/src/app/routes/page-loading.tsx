import { useTranslation } from 'react-i18next';
import { BrandMark } from '../layout/brand-mark';

const SKELETON_CARDS = 3;

/**
 * First paint while the first route's chunk downloads: the app shell index.html paints before any
 * script (its header bar and result-card skeletons, styled inline there), so mounting the app
 * changes nothing on screen until the page itself arrives.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="boot-shell">
      <div className="boot-shell__header">
        <div className="boot-shell__bar">
          <BrandMark />
          {t('common.appName')}
        </div>
      </div>
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <div className="boot-shell__cards" aria-hidden="true">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <div key={i} className="boot-card">
            <div className="boot-card__photo" />
            <div className="boot-card__line" />
            <div className="boot-card__line" />
            <div className="boot-card__line" />
          </div>
        ))}
      </div>
    </div>
  );
}
