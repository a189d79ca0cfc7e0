import { areaSqft, formatPrice, SEARCH_TOTAL_CAP, type SearchMeta } from '@app/shared';
import { useFeatureText } from '@/lib/use-feature-text';
import { areaSqm } from './listing';

/** Floors 1 to this have their own words ('1st floor', 'पहिलो तल्ला'); higher ones a number. */
const FLOOR_WORDS = 10;

/** Translation and number formatting for the search screens. */
export function useSearchText() {
  const { t, date, number, language, message } = useFeatureText('search');

  return {
    t,
    /** A server message (its code) in the reader's language. */
    message,
    /** 'Rs. 1,50,000' / 'रु. १,५०,०००', or 'Price on request' when there is none. */
    price: (amount: number | null): string => formatPrice(amount, language) ?? t('priceOnRequest'),
    /** Width × length in sq.ft.; with the m² beside it when `withSqm`. */
    area: (width: number | null, length: number | null, withSqm = false): string => {
      const sqft = areaSqft(width, length);
      const sqm = areaSqm(width, length);
      if (sqft === null || sqm === null) return t('notMeasured');
      const values = { sqft: number(sqft), sqm: number(sqm) };
      return withSqm ? t('areaBoth', values) : t('areaSqft', values);
    },
    dimensions: (width: number | null, length: number | null): string =>
      width && length ? t('dimensions', { width: number(width), length: number(length) }) : t('notMeasured'),
    /** The total of a search, '1,000+' when the server stopped counting. */
    total: (meta: SearchMeta): string =>
      meta.totalCapped ? `${number(SEARCH_TOTAL_CAP)}+` : number(meta.total),
    /** A floor as a sentence says it: 'ground floor', '4th floor' / 'भुइँ तल्ला', 'चौथो तल्ला'. */
    floor: (floor: number): string => {
      if (floor === 0) return t('floors.ground');
      if (floor >= 1 && floor <= FLOOR_WORDS) return t(`floors.f${floor as 1}`);
      return t('floors.other', { floor: number(floor) });
    },
    count: number,
    date,
    language,
  };
}

export type SearchText = ReturnType<typeof useSearchText>;
