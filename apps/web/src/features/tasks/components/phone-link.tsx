import { formatPhone } from '@app/shared';
import { telHref } from '../tel-href';
import { useTaskText } from '../use-task-text';

/** A contact number as a tel: link, shown 4-3-rest (9841-234-567); 'Not given' when there is none. */
export function PhoneLink({ number }: { number: string | null }) {
  const { t } = useTaskText();
  if (!number?.trim()) return <>{t('common.notGiven')}</>;
  return (
    <a className="text-link task-facts__link" href={telHref(number)}>
      {formatPhone(number)}
    </a>
  );
}
