import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

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
 * `focusCard(id, { whenShown: true })` is for a card still to come (the first of a page just
 * loaded): the request waits, render after render, until the card is on the screen, because the
 * query's new data can be rendered after the render that set the request.
 */
export function useCardFocus(list: string, fallbackRef: RefObject<HTMLElement | null>) {
  const pending = useRef<{ id: string | null; whenShown: boolean } | null>(null);
  const [, rerender] = useState(0);

  // No dependency list: a waiting request is looked at again after every render of the list.
  useEffect(() => {
    const request = pending.current;
    if (!request) return;
    const target = request.id === null ? null : document.getElementById(cardHeadingId(list, request.id));
    if (!target && request.whenShown) return;
    pending.current = null;
    (target ?? fallbackRef.current)?.focus();
  });

  return useCallback((id: string | null, options: { whenShown?: boolean } = {}) => {
    pending.current = { id, whenShown: options.whenShown ?? false };
    rerender((n) => n + 1);
  }, []);
}
