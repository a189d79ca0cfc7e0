import { areaSqft, TRUST_CODES, type OwnerHostel } from '@app/shared';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/alert-overlay';
import { Badge } from '@/components/badge';
import { PriceChangeNote } from '@/components/verification-badge/price-change-note';
import { VerificationBadge } from '@/components/verification-badge/verification-badge';
import { Fact } from '@/components/fact';
import { Menu } from '@/components/menu';
import { paths } from '@/config/paths';
import { daysSince } from '@/lib/days-since';
import { useConfirmAvailable } from '../api/confirm-available';
import { useDeleteHostel } from '../api/delete-hostel';
import { useSetHostelSold } from '../api/set-hostel-sold';
import { useListingText } from '../use-listing-text';
import { ApplicantsList } from './applicants-list';
import { ListingPhoto } from './listing-photo';
import { PhoneLinks } from './phone-links';

interface HostelCardProps {
  hostel: OwnerHostel;
  onDeleted: (name: string) => void;
}

/** One hostel on the owner's dashboard, with every field, and a default for each one left empty. */
export function HostelCard({ hostel, onDeleted }: HostelCardProps) {
  const { t, price, date, number, message, failure } = useListingText();
  const [isShowingApplicants, setShowingApplicants] = useState(false);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const deleteHostel = useDeleteHostel();
  const setSold = useSetHostelSold();
  const confirm = useConfirmAvailable();
  const confirmedDays = hostel.availability ? daysSince(hostel.availability.confirmedAt) : null;
  const titleId = useId();
  const applicantsId = useId();
  const area = areaSqft(hostel.width, hostel.length);
  const applicantCount = hostel.buyer.length;

  const menuItems = [
    { id: 'edit', label: t('card.editHostel'), to: paths.editDetails(hostel._id) },
    { id: 'images', label: t('card.editImages'), to: paths.editImage(hostel._id) },
    {
      id: 'sold',
      label: hostel.sold ? t('card.markAvailable') : t('card.markSold'),
      onSelect: () => setSold.mutate({ id: hostel._id, sold: !hostel.sold }),
    },
    {
      id: 'delete',
      label: t('card.deleteHostel'),
      tone: 'danger' as const,
      onSelect: () => {
        deleteHostel.reset();
        setConfirmingDelete(true);
      },
    },
  ];

  return (
    <article className="hostel-card" aria-labelledby={titleId}>
      <ListingPhoto
        src={hostel.thumbnail[0]}
        alt={t('card.photoAlt', { name: hostel.name })}
        placeholderLabel={t('card.noPhoto')}
      />
      <div className="hostel-card__body">
        <div className="hostel-card__head">
          <h2 id={titleId} className="hostel-card__title">
            {hostel.name}
          </h2>
          <Menu label={t('card.actions', { name: hostel.name })} items={menuItems} />
        </div>
        <p className="hostel-card__badges">
          {hostel.verification ? (
            <VerificationBadge verification={hostel.verification} />
          ) : (
            <Badge tone="warning">{t('common.notVerified')}</Badge>
          )}
          {hostel.sold && <Badge tone="danger">{t('common.sold')}</Badge>}
        </p>
        <p className="hostel-card__location">
          <span className="visually-hidden">{t('card.location')}: </span>
          {hostel.location}
        </p>
        <p className="hostel-card__price">
          <span className="visually-hidden">{t('card.price')}: </span>
          {price(hostel.price)}
          {hostel.price !== null && hostel.price > 0 && (
            <span className="hostel-card__per"> {t('common.perMonth')}</span>
          )}
        </p>
        <PriceChangeNote priceChange={hostel.priceChange} />
        <p className="hostel-card__description">{hostel.description?.trim() || t('card.noDescription')}</p>
        <dl className="facts">
          <Fact label={t('card.rooms')}>{hostel.room ?? '—'}</Fact>
          {/* Checked from the desk, nobody measured it: no "Not measured" beside its badge. */}
          {hostel.verification?.level !== 'checked' && (
            <>
              <Fact label={t('card.area')}>
                {area === null ? t('card.notMeasured') : t('card.areaValue', { value: number(area) })}
              </Fact>
              <Fact label={t('card.dimensions')}>
                {hostel.width && hostel.length
                  ? t('card.dimensionsValue', { width: number(hostel.width), length: number(hostel.length) })
                  : t('card.notMeasured')}
              </Fact>
            </>
          )}
          <Fact label={t('card.applicants')}>{hostel.Applicants}</Fact>
          <Fact label={t('card.contact')}>
            <PhoneLinks phones={[hostel.contact_no]} />
          </Fact>
          <Fact label={t('card.listedBy')}>{hostel.listedBy.trim() || t('card.ownerDefault')}</Fact>
          <Fact label={t('card.posted')}>
            <time dateTime={hostel.createdAt}>{date(hostel.createdAt)}</time>
          </Fact>
        </dl>
        {confirmedDays !== null && !hostel.sold && (
          <p className="hostel-card__available">
            {confirmedDays === 0
              ? t('card.confirmedToday')
              : t('card.confirmedAgo', { count: confirmedDays, days: number(confirmedDays) })}
          </p>
        )}
        {hostel.verified && !hostel.sold && (
          <button
            type="button"
            className="button hostel-card__toggle"
            aria-label={t('card.stillAvailableLabel', { name: hostel.name })}
            aria-disabled={confirm.isPending}
            onClick={() => {
              if (!confirm.isPending) confirm.mutate(hostel._id);
            }}
          >
            {t('card.stillAvailable')}
          </button>
        )}
        <p role="status" className="hostel-card__confirmed">
          {confirm.isSuccess ? message(TRUST_CODES.availability.confirmed) : ''}
        </p>
        {confirm.isError && (
          <p role="alert" className="form-alert">
            {failure(confirm.error, t('card.confirmFailed'))}
          </p>
        )}
        {setSold.isError && (
          <p role="alert" className="form-alert">
            {t('card.soldFailed')}
          </p>
        )}
        <button
          type="button"
          className="button hostel-card__toggle"
          aria-expanded={isShowingApplicants}
          aria-controls={applicantsId}
          onClick={() => setShowingApplicants((shown) => !shown)}
        >
          {isShowingApplicants
            ? t('card.hideApplicants', { count: applicantCount })
            : t('card.showApplicants', { count: applicantCount })}
        </button>
        <div id={applicantsId} hidden={!isShowingApplicants}>
          {isShowingApplicants && <ApplicantsList applicants={hostel.buyer} />}
        </div>
      </div>
      {isConfirmingDelete && (
        <ConfirmDialog
          title={t('dashboard.deleteTitle')}
          message={t('dashboard.deleteText', { name: hostel.name })}
          confirmLabel={t('dashboard.deleteConfirm')}
          isBusy={deleteHostel.isPending}
          error={deleteHostel.isError ? t('errors.deleteHostelFailed') : null}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() =>
            deleteHostel.mutate(hostel._id, {
              onSuccess: () => {
                setConfirmingDelete(false);
                onDeleted(hostel.name);
              },
            })
          }
        />
      )}
    </article>
  );
}
