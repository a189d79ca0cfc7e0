import type { MyApplication } from '@app/shared';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import type { ListPage } from '@/lib/list-page';
import { moveApplication } from './move-application';

type MinePages = InfiniteData<ListPage<MyApplication>, number>;

/** The card as the server now has it: withdrawn since the answer's time, with that step in its history. */
function withdrawnIn(pages: MinePages, id: string, at: string): MinePages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) =>
        item._id === id
          ? {
              ...item,
              state: 'withdrawn',
              stateChangedAt: at,
              history: [...item.history, { state: 'withdrawn', at }],
            }
          : item,
      ),
    })),
  };
}

/** The tenant withdraws one of their applications (PUT /applications/{id}/state {state: 'withdrawn'}). */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => moveApplication({ id, state: 'withdrawn' }),
    onSuccess: (moved) => {
      queryClient.setQueryData<MinePages>(queryKeys.applications.mine(), (pages) =>
        pages ? withdrawnIn(pages, moved._id, moved.stateChangedAt) : pages,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.applications.mine() });
    },
  });
}
