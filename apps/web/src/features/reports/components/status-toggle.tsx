import type { ReportQueueStatus } from '../api/get-reports';
import { useReportText } from '../use-report-text';

const STATUSES: ReportQueueStatus[] = ['open', 'decided'];

/** Open or Decided reports: two toggle buttons, the shown half pressed. */
export function StatusToggle({
  status,
  onChange,
}: {
  status: ReportQueueStatus;
  onChange: (status: ReportQueueStatus) => void;
}) {
  const { t } = useReportText();
  return (
    <div className="report-status" role="group" aria-label={t('queue.show')}>
      {STATUSES.map((option) => (
        <button
          key={option}
          type="button"
          className="button report-status__option"
          aria-pressed={option === status}
          onClick={() => {
            if (option !== status) onChange(option);
          }}
        >
          {t(`queue.${option}`)}
        </button>
      ))}
    </div>
  );
}
