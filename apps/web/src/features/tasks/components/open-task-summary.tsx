import '../tasks.css';
import '../i18n/register';
import type { Task } from '@app/shared';
import { Fact } from '@/components/fact';
import { useNowPast } from '../use-now';
import { useTaskText } from '../use-task-text';
import { DueDate } from './due-date';
import { TaskStatusBadge } from './task-status-badge';

interface OpenTaskSummaryProps {
  task: Task;
  /** The id of the listing's name on its card, which the summary's heading is read with. */
  titleId?: string;
}

/**
 * A listing's open task on the admin's queue card, instead of a second assignment: who took it (or
 * whom it was offered to), when it was assigned, when it is due, and whether it was accepted.
 */
export function OpenTaskSummary({ task, titleId }: OpenTaskSummaryProps) {
  const { t, date } = useTaskText();
  const now = useNowPast(task.expiry);
  const acceptor = task.assignedTo.find((a) => a._id === task.acceptedBy);
  const headingId = `open-task-${task._id}`;
  return (
    <section className="open-task" aria-labelledby={titleId ? `${headingId} ${titleId}` : headingId}>
      <h4 id={headingId} className="open-task__title" tabIndex={-1}>
        {t('openTask.title')} <TaskStatusBadge state={task.status} />
      </h4>
      <dl className="facts facts--compact">
        <Fact label={acceptor ? t('openTask.acceptedBy') : t('openTask.offeredTo')}>
          {acceptor ? acceptor.name : task.assignedTo.map((a) => a.name).join(', ')}
        </Fact>
        <Fact label={t('openTask.assignedOn')}>
          <time dateTime={task.createdAt}>{date(task.createdAt)}</time>
        </Fact>
        <Fact label={t('card.due')}>
          <DueDate task={task} now={now} withTime />
        </Fact>
        <Fact label={t('openTask.accepted')}>
          {task.acceptedAt ? (
            <time dateTime={task.acceptedAt}>{date(task.acceptedAt)}</time>
          ) : (
            t('openTask.notAccepted')
          )}
        </Fact>
      </dl>
    </section>
  );
}
