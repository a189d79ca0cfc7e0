import { useEffect, useRef, type ComponentPropsWithoutRef, type RefObject } from 'react';

interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'open' | 'onCancel'> {
  /** Escape (the dialog's `cancel` event) asks for this; the dialog stays until its owner unmounts it. */
  onCancel: () => void;
  /** A press on the backdrop around the dialog asks for this; without it the backdrop does nothing. */
  onBackdrop?: () => void;
  /** Gets the focus when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the element that had it before is gone (a deep link). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * A modal `<dialog>` shown with `showModal()` while it is mounted: the browser makes the rest of
 * the page inert, keeps Tab inside, draws the ::backdrop and turns Escape into `cancel`. What is
 * left to us: the first focus, and focus back where it was when the dialog goes (React removes
 * the element rather than closing it, and a deep-linked dialog had no opener).
 */
export function ModalDialog({
  onCancel,
  onBackdrop,
  initialFocus,
  returnFocusTo,
  children,
  ...props
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The latest, without re-running the open/close effect when the page re-renders.
  const returnFocusRef = useRef(returnFocusTo);
  useEffect(() => {
    returnFocusRef.current = returnFocusTo;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Drawn open by the server (a shared listing's page), it is shown again as modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
    initialFocus.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      const target =
        opener && opener !== document.body && opener.isConnected ? opener : returnFocusRef.current?.();
      target?.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={dialogRef}
      {...props}
      // On the server (no document) it is drawn open in the page; the app hydrates it as it is
      // (the attribute is not the app's to diff) and shows it as modal when it mounts.
      open={typeof document === 'undefined' || undefined}
      suppressHydrationWarning
      onCancel={(event) => {
        // React passes a nested dialog's cancel up its tree: that one is for the nested dialog alone.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onCancel();
      }}
      onMouseDown={(event) => {
        // A press on the ::backdrop reaches the dialog element itself, as does one on its padding.
        if (!onBackdrop || event.target !== event.currentTarget) return;
        const box = event.currentTarget.getBoundingClientRect();
        const inside =
          event.clientX >= box.left &&
          event.clientX <= box.right &&
          event.clientY >= box.top &&
          event.clientY <= box.bottom;
        if (!inside) onBackdrop();
      }}
    >
      {children}
    </dialog>
  );
}
