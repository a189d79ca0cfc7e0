import { EmailAddress } from '@/components/email-address';
import { PhoneLink } from '@/components/phone-link';
import { useApplicationText } from '../use-application-text';

interface ApplicantSummaryProps {
  people: number | null | undefined;
  rooms: number | null | undefined;
  /** Where they would like to live; left out when not given. */
  location: string | null | undefined;
  phone: string | null | undefined;
  email: string;
}

/**
 * An applicant in two short lines, no "label / value" grid: "2 people · 1 room · prefers Near
 * Shanker Dev Campus" (what was not given left out), then the phone as a call link and the email
 * as a mailto link in one row. The owner's panel and the admin's list both show it.
 */
export function ApplicantSummary({ people, rooms, location, phone, email }: ApplicantSummaryProps) {
  const { t, number } = useApplicationText();
  const place = location?.trim();
  const facts = [
    people ? t('summary.people', { count: people, n: number(people) }) : null,
    rooms ? t('summary.rooms', { count: rooms, n: number(rooms) }) : null,
    place ? t('summary.prefers', { place }) : null,
  ].filter((fact): fact is string => fact !== null);

  return (
    <>
      {facts.length > 0 && <p className="applicant-summary">{facts.join(' · ')}</p>}
      <p className="applicant-contact">
        <PhoneLink number={phone} />
        <a className="text-link" href={`mailto:${email}`}>
          <EmailAddress address={email} />
        </a>
      </p>
    </>
  );
}
