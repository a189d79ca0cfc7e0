import type { ToastMessage } from '../use-toast';
import { useTaskText } from '../use-task-text';

interface ToastProps {
  toast: ToastMessage | null;
  onClose: () => void;
}

function ToastBody({ toast, onClose }: { toast: ToastMessage; onClose: () => void }) {
  const { t } = useTaskText();
  return (
    <div className={`task-toast task-toast--${toast.tone}`}>
      <p className="task-toast__text">{toast.text}</p>
      <button type="button" className="task-toast__close" aria-label={t('common.dismiss')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The live regions stay in the page, so a message put into them is announced: a success
 * politely, a failure at once.
 */
export function Toast({ toast, onClose }: ToastProps) {
  return (
    <div className="task-toast-region">
      <div role="status">{toast?.tone === 'success' && <ToastBody toast={toast} onClose={onClose} />}</div>
      <div role="alert">{toast?.tone === 'error' && <ToastBody toast={toast} onClose={onClose} />}</div>
    </div>
  );
}
