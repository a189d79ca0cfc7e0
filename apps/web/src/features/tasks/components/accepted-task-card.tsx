import { availableTaskActions, taskState, type Task } from '@app/shared';
import { Link } from 'react-router';
import { Fact } from '../../../components/fact';
import { paths } from '../../../config/paths';
import { cardHeadingId } from '../card-heading-id';
import { mapSearchUrl } from '../maps-urls';
import { useNowPast } from '../use-now';
import { useTaskText } from '../use-task-text';
import { DueDate } from './due-date';
import { ExternalLink } from './external-link';
import { PhoneLink } from './phone-link';
import { TaskStatusBadge } from './task-status-badge';

/** One accepted task (SPEC §2 /accepted-work): the task, the property, and what is left to do. */
export function AcceptedTaskCard({ task }: { task: Task }) {
  const { t, price, dateTime } = useTaskText();
  const now = useNowPast(task.expiry);
  const canComplete = availableTaskActions(taskState(task, now), ['acceptor']).includes('complete');
  const headingId = cardHeadingId(task._id);
  const { room } = task;
  return (
    <article className="task-card" aria-labelledby={headingId}>
      <header className="task-card__head">
        <h2 id={headingId} className="task-card__title">
          {room.name}
        </h2>
        <TaskStatusBadge state={task.isCompleted ? 'completed' : 'accepted'} />
      </header>
      <p className="task-card__description">{task.description}</p>
      <dl className="task-facts">
        <Fact label={t('card.created')}>
          <time dateTime={task.createdAt}>{dateTime(task.createdAt)}</time>
        </Fact>
        <Fact label={t('card.due')}>
          <DueDate task={task} now={now} withTime />
        </Fact>
        <Fact className="task-facts__wide" label={t('card.location')}>
          {room.location}
        </Fact>
        <Fact label={t('accepted.price')}>{price(room.pricing)}</Fact>
        <Fact label={t('accepted.shutter')}>{room.shutter ?? 0}</Fact>
        <Fact className="task-facts__wide" label={t('accepted.coordinates')}>
          {room.coordinate ? `${room.coordinate.lat}, ${room.coordinate.lon}` : t('common.notGiven')}
        </Fact>
        <Fact label={t('card.contact')}>
          <PhoneLink number={room.Contact_no1} />
        </Fact>
        <Fact label={t('card.secondaryContact')}>
          <PhoneLink number={room.Contact_no2} />
        </Fact>
      </dl>
      {!task.isCompleted && (
        <div className="task-card__actions">
          {canComplete && (
            <Link
              className="button button--primary"
              to={paths.verify(room._id, task._id)}
              aria-describedby={headingId}
            >
              {t('accepted.complete')}
            </Link>
          )}
          <ExternalLink className="button" href={mapSearchUrl(room)} describedBy={headingId}>
            {t('accepted.inMap')}
          </ExternalLink>
        </div>
      )}
    </article>
  );
}
