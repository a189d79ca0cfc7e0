import { areaSqft, formatPrice, groupLakh, SEARCH_TOTAL_CAP, type SearchMeta } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { areaSqm } from './listing';

/**
 * Nepali dates are put together here: phones' Intl data for 'ne' is often partial (Chromium on
 * Debian prints "2026 M10 29"). Gregorian months, the order ICU uses for Nepali (year month day).
 */
const NEPALI_MONTHS = [
  'जनवरी',
  'फेब्रुअरी',
  'मार्च',
  'अप्रिल',
  'मे',
  'जुन',
  'जुलाई',
  'अगस्ट',
  'सेप्टेम्बर',
  'अक्टोबर',
  'नोभेम्बर',
  'डिसेम्बर',
];

function formatDate(value: Date, language: 'en' | 'ne'): string {
  if (language === 'en') return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(value);
  return `${value.getFullYear()} ${NEPALI_MONTHS[value.getMonth()] ?? ''} ${value.getDate()}`;
}

const metres = (value: number) => String(Math.round(value * 100) / 100);

/** Translation and number formatting for the search screens. */
export function useSearchText() {
  const { t, i18n } = useTranslation('search');
  const language = i18n.language === 'ne' ? 'ne' : 'en';

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
    date: (iso: string): string => {
      const value = new Date(iso);
      if (Number.isNaN(value.getTime())) return '';
      return formatDate(value, language);
    },
  };
}

export type SearchText = ReturnType<typeof useSearchText>;
