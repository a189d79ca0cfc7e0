import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapTab, useModalFocus } from '@/components/modal-focus';

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
  useModalFocus(overlayRef, { initialFocus: closeRef, returnFocusTo });
  // The page behind does not scroll while the dialog is open.
  useEffect(() => {
    document.documentElement.classList.add('search-dialog-open');
    return () => document.documentElement.classList.remove('search-dialog-open');
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event, panelRef.current);
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
