import { useState } from 'react';
import { ConfirmDialog } from '@/components/alert-overlay';
import { Badge } from '@/components/badge';
import { EmailAddress } from '@/components/email-address';
import { Fact } from '@/components/fact';
import { PhoneLink } from '@/components/phone-link';
import { cardHeadingId } from '@/lib/card-focus';
import { useFreelancerDecision, type Decision, type DecisionVariables } from '../api/decide-freelancer';
import type { Freelancer } from '../api/get-unverified-freelancers';
import { useFreelancerText } from '../use-freelancer-text';

interface FreelancerCardProps {
  freelancer: Freelancer;
  /** The server accepted the decision; the card is about to leave the list. */
  onDecided: (variables: DecisionVariables) => void;
}

/**
 * One pending sign-up with Approve and Reject (after a confirmation: it cannot be undone). While
 * the server answers both wait; a refusal is said on the card itself.
 */
export function FreelancerCard({ freelancer, onDecided }: FreelancerCardProps) {
  const { t, date, failure } = useFreelancerText();
  const decide = useFreelancerDecision(onDecided);
  const [isConfirming, setConfirming] = useState(false);
  const headingId = cardHeadingId('freelancer', freelancer._id);
  const pending = decide.isPending ? decide.variables.decision : null;
  const fallback = (decision: Decision) =>
    t(decision === 'approve' ? 'errors.approveFailed' : 'errors.rejectFailed');

  const send = (decision: Decision) => {
    if (decide.isPending) return;
    decide.mutate({ freelancer, decision, fallbackMessage: fallback(decision) });
  };

  return (
    <article className="list-card freelancer-card" aria-labelledby={headingId} aria-busy={decide.isPending}>
      <header className="freelancer-card__head">
        <h3 id={headingId} className="freelancer-card__name" tabIndex={-1}>
          {freelancer.name}
        </h3>
        <Badge tone="warning">{t('list.unverified')}</Badge>
      </header>
      <p className="freelancer-card__date">
        <time dateTime={freelancer.createdAt}>
          {t('list.signedUp', { date: date(freelancer.createdAt) })}
        </time>
      </p>
      <dl className="fact-grid freelancer-facts">
        <Fact className="fact-grid__wide" label={t('list.email')}>
          <a className="text-link fact-grid__link" href={`mailto:${freelancer.email}`}>
            <EmailAddress address={freelancer.email} />
          </a>
        </Fact>
        <Fact label={t('list.phone')}>
          <PhoneLink number={freelancer.phone} className="fact-grid__link" />
        </Fact>
        <Fact label={t('list.location')}>{freelancer.location}</Fact>
        {freelancer.message?.trim() ? (
          <Fact className="fact-grid__wide" label={t('list.message')}>
            <span className="freelancer-card__message">{freelancer.message}</span>
          </Fact>
        ) : null}
      </dl>
      {decide.isError && (
        <p className="form-alert" role="alert">
          {failure(decide.error, fallback(decide.variables.decision))}
        </p>
      )}
      <div className="freelancer-card__actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={decide.isPending}
          onClick={() => send('approve')}
        >
          {pending === 'approve' ? t('list.approving') : t('list.approve')}
        </button>
        <button
          type="button"
          className="button"
          aria-disabled={decide.isPending}
          onClick={() => {
            if (!decide.isPending) setConfirming(true);
          }}
        >
          {pending === 'reject' ? t('list.rejecting') : t('list.reject')}
        </button>
      </div>
      {isConfirming && (
        <ConfirmDialog
          title={t('list.rejectTitle')}
          message={t('list.rejectText', { name: freelancer.name })}
          confirmLabel={t('list.reject')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            send('reject');
          }}
        />
      )}
    </article>
  );
}
