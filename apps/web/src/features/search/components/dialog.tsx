import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  /** id of the heading that names the dialog. */
  titleId: string;
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes on close when the element that had it before is gone (a deep link). */
  returnFocusTo: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A modal over the page: everything else is inert, Tab and Shift+Tab cycle inside, Escape and
 * the backdrop close it, the page behind does not scroll, and focus goes back on close.
 */
export function Dialog({ titleId, closeLabel, onClose, returnFocusTo, children }: DialogProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
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
    document.documentElement.classList.add('search-dialog-open');
    closeRef.current?.focus();
    return () => {
      outside.forEach((element) => {
        element.inert = false;
      });
      document.documentElement.classList.remove('search-dialog-open');
      const target =
        opener && opener !== document.body && opener.isConnected ? opener : returnFocusRef.current();
      target?.focus();
    };
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const panel = panelRef.current;
    // Every element filtered in tree order: some engines return a selector list's matches grouped
    // by selector rather than in document order.
    const focusable = Array.from(panel?.querySelectorAll<HTMLElement>('*') ?? []).filter((element) =>
      element.matches(FOCUSABLE),
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panel)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      ref={overlayRef}
      className="search-dialog"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="search-dialog__panel"
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="search-dialog__bar">
          <button ref={closeRef} type="button" className="search-dialog__close" onClick={onClose}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{closeLabel}</span>
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
