import { useCallback, useEffect, useState, type RefObject } from 'react';

/**
 * The id of a list card's heading (`list` names the list: 'task', 'buyer'…), which takes the
 * focus when a card next to it goes.
 */
export const cardHeadingId = (list: string, id: string) => `${list}-${id}`;

/** The card after the one with `id`, else the one before it: where the focus goes when it leaves. */
export function neighbourOf<T extends { _id: string }>(items: readonly T[], id: string): T | undefined {
  const index = items.findIndex((item) => item._id === id);
  return items[index + 1] ?? items[index - 1];
}

/**
 * Keeps the focus in a list whose cards come and go: `focusCard(id)` moves it, once the list has
 * rendered, to that card's heading, or to `fallbackRef` (the page's heading) for null or a card
 * that is no longer there. The focus is never lost with a card that went.
 */
export function useCardFocus(list: string, fallbackRef: RefObject<HTMLElement | null>) {
  const [request, setRequest] = useState<{ id: string | null } | null>(null);

  useEffect(() => {
    if (!request) return;
    const target = request.id === null ? null : document.getElementById(cardHeadingId(list, request.id));
    (target ?? fallbackRef.current)?.focus();
  }, [request, list, fallbackRef]);

  return useCallback((id: string | null) => setRequest({ id }), []);
}
