import { useTaskText } from '../use-task-text';

interface LoadFailureProps {
  /** The published text for this list's failed load. */
  message: string;
  onRetry: () => void;
  isRetrying: boolean;
}

/** A list that could not be loaded: the published message and Retry. */
export function LoadFailure({ message, onRetry, isRetrying }: LoadFailureProps) {
  const { t } = useTaskText();
  return (
    <div className="task-state" role="alert">
      <p className="form-alert">{message}</p>
      <button
        type="button"
        className="button"
        aria-disabled={isRetrying}
        onClick={() => {
          if (!isRetrying) onRetry();
        }}
      >
        {t('common.retry')}
      </button>
    </div>
  );
}
