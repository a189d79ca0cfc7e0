import './pagination.css';
import { useTranslation } from 'react-i18next';
import { pageItems } from './page-numbers';

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous, the page numbers (the current one marked) and Next; nothing for a single page. */
export function Pagination({ page, pages, onPage }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('ui.pagination.pages')}>
      <button
        type="button"
        className="button pagination__step"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('ui.pagination.previous')}
      </button>
      <ol className="pagination__numbers">
        {pageItems(page, pages).map((item, index) =>
          item === 'gap' ? (
            // The '…' is drawn by the stylesheet: a gap says nothing a screen reader needs.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true" />
          ) : (
            <li key={item}>
              <button
                type="button"
                className="button pagination__number"
                aria-label={t('ui.pagination.page', { page: item })}
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
        className="button pagination__step"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('ui.pagination.next')}
      </button>
    </nav>
  );
}
