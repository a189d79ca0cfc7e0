import { pageItems } from '../page-numbers';
import { useFreelancerText } from '../use-freelancer-text';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, the page numbers (the current one marked) and Next; nothing for a single page. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useFreelancerText();
  if (pages <= 1) return null;
  return (
    <nav className="freelancer-pages" aria-label={t('list.pages')}>
      <button
        type="button"
        className="button freelancer-pages__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('list.previous')}
      </button>
      <ol className="freelancer-pages__numbers">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            // The '…' is drawn by the stylesheet: a gap says nothing a screen reader needs.
            <li key={`gap-${index}`} className="freelancer-pages__gap" aria-hidden="true" />
          ) : (
            <li key={item}>
              <button
                type="button"
                className="button freelancer-pages__number"
                aria-label={t('list.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => {
                  if (item !== page) onPage(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
      </ol>
      <button
        type="button"
        className="button freelancer-pages__step"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}
