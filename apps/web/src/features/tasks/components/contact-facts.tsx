import type { Task } from '@app/shared';
import { Fact } from '@/components/fact';
import { PhoneLink } from '@/components/phone-link';
import { useTaskText } from '../use-task-text';

/** The property's two contact numbers as facts of a task card; 'Not given' for a missing one. */
export function ContactFacts({ room }: { room: Pick<Task['room'], 'Contact_no1' | 'Contact_no2'> }) {
  const { t } = useTaskText();
  const phone = (number: string | null) => (
    <PhoneLink number={number} fallback={t('common.notGiven')} className="fact-grid__link" />
  );
  return (
    <>
      <Fact label={t('card.contact')}>{phone(room.Contact_no1)}</Fact>
      <Fact label={t('card.secondaryContact')}>{phone(room.Contact_no2)}</Fact>
    </>
  );
}
