import type { MyApplication } from '@app/shared';
import { useApplicationText } from '../use-application-text';

/** Each change of an application's state, oldest first, as a small timeline. */
export function ApplicationHistory({ history }: { history: MyApplication['history'] }) {
  const { t, date, stateWord } = useApplicationText();
  return (
    <ol className="app-history" aria-label={t('mine.history')}>
      {history.map((step, i) => (
        <li key={`${step.state}-${i}`} className="app-history__step">
          <span className="app-history__state">{stateWord(step.state)}</span>{' '}
          <time dateTime={step.at}>{date(step.at)}</time>
        </li>
      ))}
    </ol>
  );
}
