import type { BuyerApplication } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { BuyerFilter, BuyerPages } from './get-buyers';

/** Where a card stood, to put it back if the server refuses the change. */
export interface Position {
  page: number;
  index: number;
}

function withTotal(pages: BuyerPages, delta: number): BuyerPages {
  return { ...pages, pages: pages.pages.map((p) => ({ ...p, total: Math.max(0, p.total + delta) })) };
}

function take(pages: BuyerPages, id: string): { next: BuyerPages; position: Position } | null {
  for (const [page, { items }] of pages.pages.entries()) {
    const index = items.findIndex((item) => item._id === id);
    if (index === -1) continue;
    const next = {
      ...pages,
      pages: pages.pages.map((p, i) =>
        i === page ? { ...p, items: p.items.filter((_, j) => j !== index) } : p,
      ),
    };
    return { next: withTotal(next, -1), position: { page, index } };
  }
  return null;
}

function putBack(pages: BuyerPages, item: BuyerApplication, position: Position): BuyerPages {
  if (pages.pages.some((p) => p.items.some((i) => i._id === item._id))) return pages;
  const page = Math.min(position.page, pages.pages.length - 1);
  const next = {
    ...pages,
    pages: pages.pages.map((p, i) =>
      i === page
        ? { ...p, items: [...p.items.slice(0, position.index), item, ...p.items.slice(position.index)] }
        : p,
    ),
  };
  return withTotal(next, 1);
}

export interface BuyerChangeCallbacks {
  /** The list shown, whose cards the change takes off. */
  filter: BuyerFilter;
  onSuccess?: (application: BuyerApplication) => void;
  onError?: (application: BuyerApplication) => void;
}

/**
 * A change that takes an application off the pending list (mark complete, remove): the card and
 * the counts go at once; a refusal puts the card back where it was. When the last change settles
 * the loaded pages are read again, so rows that moved up from later pages are not skipped.
 */
export function useBuyerListChange(
  send: (id: string) => Promise<unknown>,
  { filter, onSuccess, onError }: BuyerChangeCallbacks,
) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.applications.buyers(filter);
  return useMutation({
    mutationKey: queryKeys.applications.buyerChange(),
    mutationFn: (application: BuyerApplication) => send(application._id),
    onMutate: async (application) => {
      await queryClient.cancelQueries({ queryKey });
      const pages = queryClient.getQueryData<BuyerPages>(queryKey);
      const taken = pages ? take(pages, application._id) : null;
      if (taken) queryClient.setQueryData<BuyerPages>(queryKey, taken.next);
      return { position: taken?.position ?? null };
    },
    onError: (_error, application, context) => {
      const position = context?.position;
      if (position) {
        queryClient.setQueryData<BuyerPages>(queryKey, (pages) =>
          pages ? putBack(pages, application, position) : pages,
        );
      }
      onError?.(application);
    },
    onSuccess: (_data, application) => onSuccess?.(application),
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: queryKeys.applications.buyerChange() }) === 1) {
        // Every list: the card now belongs to another state's.
        void queryClient.invalidateQueries({ queryKey: queryKeys.applications.buyerLists() });
      }
    },
  });
}
