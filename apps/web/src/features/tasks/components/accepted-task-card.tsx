import { availableTaskActions, taskState, type Task } from '@app/shared';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/external-link';
import { Fact } from '@/components/fact';
import { paths } from '@/config/paths';
import { cardHeadingId } from '@/lib/card-focus';
import { mapSearchUrl } from '@/lib/maps-urls';
import { useNowPast } from '../use-now';
import { useTaskText } from '../use-task-text';
import { ContactFacts } from './contact-facts';
import { DueDate } from './due-date';
import { TaskStatusBadge } from './task-status-badge';

/** One accepted task: the task, the property, and what is left to do. */
export function AcceptedTaskCard({ task }: { task: Task }) {
  const { t, price, dateTime } = useTaskText();
  const now = useNowPast(task.expiry);
  const canComplete = availableTaskActions(taskState(task, now), ['acceptor']).includes('complete');
  const headingId = cardHeadingId('task', task._id);
  const { room } = task;
  return (
    <article className="list-card" aria-labelledby={headingId}>
      <header className="task-card__head">
        <h2 id={headingId} className="task-card__title">
          {room.name}
        </h2>
        <TaskStatusBadge state={task.isCompleted ? 'completed' : 'accepted'} />
      </header>
      <p className="task-card__description">{task.description}</p>
      <dl className="fact-grid">
        <Fact label={t('card.created')}>
          <time dateTime={task.createdAt}>{dateTime(task.createdAt)}</time>
        </Fact>
        <Fact label={t('card.due')}>
          <DueDate task={task} now={now} withTime />
        </Fact>
        <Fact className="fact-grid__wide" label={t('card.location')}>
          {room.location}
        </Fact>
        <Fact label={t('accepted.price')}>{price(room.pricing)}</Fact>
        <Fact label={t('accepted.shutter')}>{room.shutter ?? 0}</Fact>
        <Fact className="fact-grid__wide" label={t('accepted.coordinates')}>
          {room.coordinate ? `${room.coordinate.lat}, ${room.coordinate.lon}` : t('common.notGiven')}
        </Fact>
        <ContactFacts room={room} />
      </dl>
      {!task.isCompleted && (
        <div className="task-card__actions">
          {canComplete && (
            <Link
              className="button button--primary"
              to={
                room.kind === 'hostel'
                  ? paths.verifyHostelTask(room._id, task._id)
                  : paths.verify(room._id, task._id)
              }
              aria-describedby={headingId}
            >
              {t('accepted.complete')}
            </Link>
          )}
          <ExternalLink
            className="button"
            href={mapSearchUrl(room.coordinate, room.location)}
            describedBy={headingId}
          >
            {t('accepted.inMap')}
          </ExternalLink>
        </div>
      )}
    </article>
  );
}
