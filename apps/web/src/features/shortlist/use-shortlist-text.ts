import { formatPrice } from '@app/shared';
import './i18n/register';
import { useFeatureText } from '@/lib/use-feature-text';

/** Translation and formatting for the shortlist screens. */
export function useShortlistText() {
  const text = useFeatureText('shortlist');
  return {
    ...text,
    /** 'Rs. 9,000' / 'रु. ९,०००', or 'Price on request' when there is none. */
    price: (amount: number | null): string =>
      formatPrice(amount, text.language) ?? text.t('card.priceOnRequest'),
  };
}

export type ShortlistText = ReturnType<typeof useShortlistText>;
