import { Link } from 'react-router';
import { Badge, type BadgeTone } from '@/components/badge';
import { Fact } from '@/components/fact';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import { paths } from '@/config/paths';
import { cardHeadingId } from '@/lib/card-focus';
import { useDecideReport, type DecideReportVariables, type ReportAction } from '../api/decide-report';
import type { Report } from '../api/get-reports';
import { useReportText } from '../use-report-text';

interface ReportCardProps {
  report: Report;
  /** The server accepted a decision (its message's code) and the queue has been read again. */
  onDecided: (code: string, variables: DecideReportVariables) => void;
}

const STATUS_TONE: Record<Report['status'], BadgeTone> = {
  open: 'warning',
  dismissed: 'neutral',
  hidden: 'danger',
  sold: 'neutral',
};

const ACTIONS: {
  action: ReportAction;
  label: 'dismiss' | 'hide' | 'sold';
  busy: 'dismissing' | 'hiding' | 'marking';
}[] = [
  { action: 'dismiss', label: 'dismiss', busy: 'dismissing' },
  { action: 'hide', label: 'hide', busy: 'hiding' },
  { action: 'sold', label: 'sold', busy: 'marking' },
];

/** Where the listing stands now: sold, hidden, held from search by open reports, or in search. */
function ListingState({ listing }: { listing: Report['listing'] }) {
  const { t } = useReportText();
  const badges: [BadgeTone, string][] = [];
  if (listing.sold) badges.push(['neutral', t('card.listingState.sold')]);
  if (listing.hidden) badges.push(['danger', t('card.listingState.hidden')]);
  if (listing.heldByReports) badges.push(['warning', t('card.listingState.held')]);
  if (badges.length === 0) badges.push(['success', t('card.listingState.inSearch')]);
  return (
    <span className="report-card__states">
      {badges.map(([tone, label]) => (
        <Badge key={label} tone={tone}>
          {label}
        </Badge>
      ))}
    </span>
  );
}

/**
 * One report: the listing (a link to it), what was said and when, how many open reports the
 * listing has and where it stands; an open report has Dismiss, Hide listing and Mark rented. While
 * the server answers the three wait; a refusal is said on the card.
 */
export function ReportCard({ report, onDecided }: ReportCardProps) {
  const { t, date, failure } = useReportText();
  const decide = useDecideReport(onDecided);
  const { listing } = report;
  const headingId = cardHeadingId('report', report._id);
  const pending = decide.isPending ? decide.variables.action : null;

  const send = (action: ReportAction) => {
    if (decide.isPending) return;
    decide.mutate({ report, action, fallbackMessage: t('card.failed') });
  };

  return (
    <article className="list-card report-card" aria-labelledby={headingId} aria-busy={decide.isPending}>
      <header className="report-card__head">
        <h3 id={headingId} className="report-card__name" tabIndex={-1}>
          <Link className="text-link" to={paths.listing(listing.kind, listing._id)}>
            {listing.name}
          </Link>
        </h3>
        <Badge tone={STATUS_TONE[report.status]}>{t(`card.status.${report.status}`)}</Badge>
      </header>
      <p className="report-card__dates">
        <time dateTime={report.createdAt}>{t('card.reported', { date: date(report.createdAt) })}</time>
        {report.decidedAt && (
          <time dateTime={report.decidedAt}>{t('card.decided', { date: date(report.decidedAt) })}</time>
        )}
      </p>
      <dl className="fact-grid report-facts">
        <Fact label={t('card.reason')}>{t(`reasons.${report.reason}`)}</Fact>
        <Fact label={t('card.location')}>{listing.location}</Fact>
        <Fact className="fact-grid__wide" label={t('card.details')}>
          <span className="report-card__details">{report.details?.trim() || t('card.noDetails')}</span>
        </Fact>
        <Fact label={t('card.openReports')}>{listing.openReports}</Fact>
        <Fact label={t('card.listing')}>
          {t(`card.kind.${listing.kind}`)} <ListingState listing={listing} />
        </Fact>
        {listing.verification && (
          <Fact className="fact-grid__wide" label={t('card.verification')}>
            <VerificationBadge verification={listing.verification} />
          </Fact>
        )}
      </dl>
      {decide.isError && (
        <p className="form-alert" role="alert">
          {failure(decide.error, t('card.failed'))}
        </p>
      )}
      {report.status === 'open' && (
        <div className="report-card__actions" role="group" aria-label={t('card.actions')}>
          {ACTIONS.map(({ action, label, busy }) => (
            <button
              key={action}
              type="button"
              className={action === 'hide' ? 'button button--primary' : 'button'}
              aria-disabled={decide.isPending}
              onClick={() => send(action)}
            >
              {pending === action ? t(`card.${busy}`) : t(`card.${label}`)}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
