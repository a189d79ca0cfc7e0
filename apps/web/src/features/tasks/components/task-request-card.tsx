import { availableTaskActions, taskState, type Task } from '@app/shared';
import { ExternalLink } from '@/components/external-link';
import { Fact } from '@/components/fact';
import { cardHeadingId } from '@/lib/card-focus';
import { directionsUrl } from '@/lib/maps-urls';
import { useNowPast } from '../use-now';
import { useTaskText } from '../use-task-text';
import { ContactFacts } from './contact-facts';
import { DueDate } from './due-date';
import { TaskDescription } from './task-description';
import { TaskStatusBadge } from './task-status-badge';

interface TaskRequestCardProps {
  task: Task;
  isAccepting: boolean;
  onAccept: () => void;
  /** View Directions on a property without a coordinate. */
  onNoCoordinates: () => void;
}

/** One task offered to the freelancer: what, where, until when, and whom to call. */
export function TaskRequestCard({ task, isAccepting, onAccept, onNoCoordinates }: TaskRequestCardProps) {
  const { t } = useTaskText();
  const now = useNowPast(task.expiry);
  const state = taskState(task, now);
  const canAccept = availableTaskActions(state, ['assignee']).includes('accept');
  const headingId = cardHeadingId('task', task._id);
  const directions = task.room.coordinate ? directionsUrl(task.room.coordinate) : null;
  return (
    <article className="list-card" aria-labelledby={headingId}>
      <header className="task-card__head">
        <h2 id={headingId} className="task-card__title" tabIndex={-1}>
          {task.room.name}
        </h2>
        <TaskStatusBadge state={state} />
      </header>
      <TaskDescription text={task.description} />
      <dl className="fact-grid">
        <Fact label={t('card.due')}>
          <DueDate task={task} now={now} />
        </Fact>
        <Fact className="fact-grid__wide" label={t('card.location')}>
          {task.room.location}
        </Fact>
        <ContactFacts room={task.room} />
      </dl>
      <div className="task-card__actions">
        {canAccept && (
          <button
            type="button"
            className="button button--primary"
            aria-describedby={headingId}
            aria-disabled={isAccepting}
            onClick={onAccept}
          >
            {isAccepting ? t('requests.accepting') : t('requests.accept')}
          </button>
        )}
        {directions ? (
          <ExternalLink className="button" href={directions} describedBy={headingId}>
            {t('requests.directions')}
          </ExternalLink>
        ) : (
          <button type="button" className="button" aria-describedby={headingId} onClick={onNoCoordinates}>
            {t('requests.directions')}
          </button>
        )}
      </div>
    </article>
  );
}
