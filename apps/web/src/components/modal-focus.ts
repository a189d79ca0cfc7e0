import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

interface ModalFocusOptions {
  /** Gets focus when the modal opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the element that had it before is gone (a deep link). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * While the modal is open everything outside `overlayRef` is inert, so keyboard and screen-reader
 * users stay in it; on close focus goes back to the element that had it before.
 */
export function useModalFocus(
  overlayRef: RefObject<HTMLElement | null>,
  { initialFocus, returnFocusTo }: ModalFocusOptions,
) {
  // The latest, without re-running the open/close effect when the page re-renders.
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    returnFocusRef.current = returnFocusTo;
  });

  useEffect(() => {
    const overlay = overlayRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const outside = Array.from(document.body.children).filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== overlay && !element.inert,
    );
    outside.forEach((element) => {
      element.inert = true;
    });
    initialFocus.current?.focus();
    return () => {
      outside.forEach((element) => {
        element.inert = false;
      });
      const target =
        opener && opener !== document.body && opener.isConnected ? opener : returnFocusRef.current?.();
      target?.focus();
    };
  }, [overlayRef, initialFocus]);
}

/** Keeps Tab and Shift+Tab cycling inside `container`. */
export function trapTab(event: KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== 'Tab') return;
  // Every element filtered in tree order: some engines return a selector list's matches grouped
  // by selector rather than in document order.
  const focusable = Array.from(container?.querySelectorAll<HTMLElement>('*') ?? []).filter((element) =>
    element.matches(FOCUSABLE),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
