import { SearchLinks } from '@/components/search-links';
import type { ShortlistText } from '../use-shortlist-text';

/** Nothing saved yet: where to find something to save. */
export function EmptyShortlist({ text }: { text: ShortlistText }) {
  const { t } = text;
  return (
    <div className="shortlist-empty">
      <p>{t('page.empty')}</p>
      <p className="shortlist-empty__links">
        <SearchLinks findHostel={t('page.findHostel')} findRoom={t('page.findRoom')} />
      </p>
    </div>
  );
}
