import type { OwnerAttention } from '../api/get-owner-listings';
import { useListingText } from '../use-listing-text';

interface AttentionStripProps {
  attention: OwnerAttention;
  /** The list shows only these listings (`?needs=attention`). */
  isShowing: boolean;
  onShow: (showing: boolean) => void;
}

/**
 * What needs the owner now, over all their listings, in plain words: new applicants and listings
 * to confirm still available, with a toggle to list only those. Nothing when all is calm (unless
 * the filter is on, so the owner can turn it off).
 */
export function AttentionStrip({ attention, isShowing, onShow }: AttentionStripProps) {
  const { t, number } = useListingText();
  const { newApplicants, listingsWithNew, toConfirm } = attention;
  const isAnything = newApplicants > 0 || toConfirm > 0;
  if (!isAnything && !isShowing) return null;

  return (
    <section className="attention" aria-label={t('mine.attentionLabel')}>
      {isAnything ? (
        <ul className="attention__lines">
          {newApplicants > 0 && (
            <li>
              {t('mine.attentionNew', {
                count: newApplicants,
                n: number(newApplicants),
                listings: t('mine.count', { count: listingsWithNew, n: number(listingsWithNew) }),
              })}
            </li>
          )}
          {toConfirm > 0 && <li>{t('mine.attentionConfirm', { count: toConfirm, n: number(toConfirm) })}</li>}
        </ul>
      ) : (
        <p className="attention__lines">{t('mine.attentionNone')}</p>
      )}
      <button
        type="button"
        className="button attention__toggle"
        aria-pressed={isShowing}
        onClick={() => onShow(!isShowing)}
      >
        {t('mine.showThese')}
      </button>
    </section>
  );
}
