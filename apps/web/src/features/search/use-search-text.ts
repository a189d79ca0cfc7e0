import { areaSqft, formatPrice, groupLakh, SEARCH_TOTAL_CAP, type SearchMeta } from '@app/shared';
import { useFeatureText } from '../../lib/use-feature-text';
import { areaSqm } from './listing';

const metres = (value: number) => String(Math.round(value * 100) / 100);

/** Translation and number formatting for the search screens. */
export function useSearchText() {
  const { t, date } = useFeatureText('search');

  return {
    t,
    /** 'Rs. 1,50,000', or 'Price on request' when there is none (SPEC §2). */
    price: (amount: number | null): string =>
      amount !== null && formatPrice(amount) !== null
        ? t('price', { amount: groupLakh(amount) })
        : t('priceOnRequest'),
    /** Width × length in sq.ft.; with the m² beside it when `withSqm`. */
    area: (width: number | null, length: number | null, withSqm = false): string => {
      const sqft = areaSqft(width, length);
      const sqm = areaSqm(width, length);
      if (sqft === null || sqm === null) return t('notMeasured');
      const values = { sqft: groupLakh(sqft), sqm: String(sqm) };
      return withSqm ? t('areaBoth', values) : t('areaSqft', values);
    },
    dimensions: (width: number | null, length: number | null): string =>
      width && length ? t('dimensions', { width: metres(width), length: metres(length) }) : t('notMeasured'),
    /** The total of a search, '1,000+' when the server stopped counting. */
    total: (meta: SearchMeta): string =>
      meta.totalCapped ? `${groupLakh(SEARCH_TOTAL_CAP)}+` : groupLakh(meta.total),
    count: (value: number): string => groupLakh(value),
    date,
  };
}

export type SearchText = ReturnType<typeof useSearchText>;
