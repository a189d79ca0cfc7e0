import { useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from '@/components/modal-dialog';

interface DialogProps {
  /** id of the heading that names the dialog. */
  titleId: string;
  closeLabel: string;
  onClose: () => void;
  /** Where focus goes on close when the element that had it before is gone (a deep link). */
  returnFocusTo: () => HTMLElement | null;
  /** Added to the dialog's class (the listing's page-like sheet). */
  className?: string;
  /**
   * Drawn where it is rendered, not at the end of <body>: a shared listing's page, which has
   * nothing else and which the server draws (and the app hydrates) inside #root.
   */
  inPlace?: boolean;
  children: ReactNode;
}

/**
 * A modal panel over the page (a sheet from the bottom on phones): Escape, the backdrop and the
 * sticky Close button close it; the page behind does not scroll (search.css).
 */
export function Dialog({
  titleId,
  closeLabel,
  onClose,
  returnFocusTo,
  className,
  inPlace = false,
  children,
}: DialogProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialog = (
    <ModalDialog
      aria-labelledby={titleId}
      className={className ? `search-dialog ${className}` : 'search-dialog'}
      onCancel={onClose}
      onBackdrop={onClose}
      initialFocus={closeRef}
      returnFocusTo={returnFocusTo}
    >
      <div className="search-dialog__bar">
        <button ref={closeRef} type="button" className="search-dialog__close" onClick={onClose}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      {children}
    </ModalDialog>
  );
  return inPlace ? dialog : createPortal(dialog, document.body);
}
