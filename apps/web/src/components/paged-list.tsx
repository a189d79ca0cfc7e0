import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { LoadFailed } from './query-state';
import type { PagedListState } from './use-paged-list';

interface PagedListText {
  /** Above the cards: how many there are on the server. */
  count: (total: number) => string;
  /** Beside the count, when there is more than one page. */
  pageOf: (page: number, pages: number) => string;
  loadFailed: string;
  retry: string;
}

interface PagedListProps<T extends { _id: string }> {
  list: PagedListState<T>;
  /** The list's class, and the block of its count's (`${name}__count`, `${name}__page`). */
  name: string;
  /** The class of the box that says a load failed. */
  messageClassName: string;
  text: PagedListText;
  /** Instead of the cards when there are none. */
  empty: ReactNode;
  /** Until the first page comes. */
  loading: ReactNode;
  renderItem: (item: T) => ReactNode;
  onPage: (page: number) => void;
}

/**
 * One page of cards with the count above them and the page numbers below; until it comes,
 * `loading`; a failed load says so with Retry (above the cards still on screen, if any).
 */
export function PagedList<T extends { _id: string }>({
  list,
  name,
  messageClassName,
  text,
  empty,
  loading,
  renderItem,
  onPage,
}: PagedListProps<T>) {
  const { query, page, items, pages, isPastTheEnd } = list;
  const data = query.data;

  const loadFailure = (
    <LoadFailed className={messageClassName} message={text.loadFailed} retry={{ query, label: text.retry }} />
  );

  if (data && !isPastTheEnd && (items.length > 0 || data.total === 0)) {
    if (items.length === 0) return empty;
    return (
      <>
        <p className={`${name}__count`}>
          {text.count(data.total)}
          {pages > 1 && <span className={`${name}__page`}>{text.pageOf(data.page, pages)}</span>}
        </p>
        {query.isError && loadFailure}
        <ul className={`card-list ${name}`} aria-busy={query.isPlaceholderData}>
          {items.map((item) => (
            <li key={item._id}>{renderItem(item)}</li>
          ))}
        </ul>
        <Pagination page={page} pages={pages} onPage={onPage} />
      </>
    );
  }
  if (query.isError) return loadFailure;
  return loading;
}
