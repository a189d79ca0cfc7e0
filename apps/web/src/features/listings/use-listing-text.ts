import { formatPrice, groupLakh } from '@app/shared';
import { useFeatureText } from '../../lib/use-feature-text';

/** SPEC's English texts come from the shared schemas and the server: its messages and its errors. */
const SPEC_CATALOGUES = ['messages', 'errors'] as const;

/** Translation and formatting for the listings screens. */
export function useListingText() {
  const text = useFeatureText('listings', SPEC_CATALOGUES);
  const { t } = text;

  /** 'Rs. 1,50,000', or 'Price on request' when there is no price. */
  const price = (amount: number | null | undefined): string =>
    formatPrice(amount) === null || amount === null || amount === undefined
      ? t('common.priceOnRequest')
      : t('common.price', { amount: groupLakh(amount) });

  return { ...text, price };
}
