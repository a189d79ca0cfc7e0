import { isPastDue, type Task } from '@app/shared';
import { Badge } from '@/components/badge';
import { useTaskText } from '../use-task-text';

interface DueDateProps {
  task: Pick<Task, 'expiry' | 'isCompleted'>;
  now: Date;
  /** With the time of day (the accepted list), or the date alone (the requests). */
  withTime?: boolean;
}

/** The due date, and 'Overdue' once it has passed on a task that is not completed. */
export function DueDate({ task, now, withTime = false }: DueDateProps) {
  const { t, date, dateTime } = useTaskText();
  const isOverdue = !task.isCompleted && isPastDue(task.expiry, now);
  return (
    <span className="task-due">
      <time dateTime={task.expiry}>{withTime ? dateTime(task.expiry) : date(task.expiry)}</time>
      {isOverdue && <Badge tone="danger">{t('card.overdue')}</Badge>}
    </span>
  );
}
