import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ShortlistText } from '../use-shortlist-text';

/** Nothing saved yet: where to find something to save. */
export function EmptyShortlist({ text }: { text: ShortlistText }) {
  const { t } = text;
  return (
    <div className="shortlist-empty">
      <p>{t('page.empty')}</p>
      <p className="shortlist-empty__links">
        <Link className="button button--primary" to={paths.search('hostel')}>
          {t('page.findHostel')}
        </Link>
        <Link className="button" to={paths.search('bhada')}>
          {t('page.findRoom')}
        </Link>
      </p>
    </div>
  );
}
