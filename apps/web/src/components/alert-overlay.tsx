import './alert-overlay.css';
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ModalDialog } from './modal-dialog';
import { useTranslation } from 'react-i18next';

interface ModalProps {
  titleId: string;
  messageId: string;
  tone: 'success' | 'error' | 'info' | 'danger';
  children: ReactNode;
  /** Escape does this (OK for an alert, Cancel for a confirmation). */
  onDismiss: () => void;
  initialFocus: RefObject<HTMLButtonElement | null>;
}

/** A modal alert dialog over the page; focus goes back where it was when it closes. */
function Modal({ titleId, messageId, tone, children, onDismiss, initialFocus }: ModalProps) {
  return createPortal(
    <ModalDialog
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      className={`overlay__dialog overlay__dialog--${tone}`}
      onCancel={onDismiss}
      initialFocus={initialFocus}
    >
      {children}
    </ModalDialog>,
    document.body,
  );
}

export interface AlertOverlayProps {
  message: string;
  /** Defaults to the message itself. */
  title?: string;
  /** More content under the message (e.g. the same message in the other language). */
  details?: ReactNode;
  tone?: 'success' | 'error' | 'info';
  onOk: () => void;
}

/** A message the user confirms with OK (listing and verify forms, errors). */
export function AlertOverlay({ message, title, details, tone = 'info', onOk }: AlertOverlayProps) {
  const { t } = useTranslation();
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal titleId={titleId} messageId={messageId} tone={tone} onDismiss={onOk} initialFocus={okRef}>
      {title && (
        <h2 id={titleId} className="overlay__title">
          {title}
        </h2>
      )}
      <div id={messageId} className="overlay__body">
        {/* Without a title, the message names the dialog. */}
        <p id={title ? undefined : titleId} className="overlay__message overlay__message--lead">
          {message}
        </p>
        {details}
      </div>
      <div className="overlay__actions">
        <button ref={okRef} type="button" className="button button--primary" onClick={onOk}>
          {t('ui.ok')}
        </button>
      </div>
    </Modal>
  );
}

export interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  isBusy?: boolean;
  /** Shown inside the dialog when the confirmed action failed. */
  error?: string | null | undefined;
}

/** Asks before something that cannot be undone; Cancel has the focus, so Enter does no harm. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  isBusy = false,
  error,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const messageId = useId();
  return (
    <Modal
      titleId={titleId}
      messageId={messageId}
      tone="danger"
      onDismiss={onCancel}
      initialFocus={cancelRef}
    >
      <h2 id={titleId} className="overlay__title">
        {title}
      </h2>
      <p id={messageId} className="overlay__message">
        {message}
      </p>
      {error && (
        <p role="alert" className="form-alert">
          {error}
        </p>
      )}
      <div className="overlay__actions">
        <button ref={cancelRef} type="button" className="button" onClick={onCancel} disabled={isBusy}>
          {t('ui.cancel')}
        </button>
        <button
          type="button"
          className="button button--danger"
          onClick={onConfirm}
          aria-disabled={isBusy}
          disabled={isBusy}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
