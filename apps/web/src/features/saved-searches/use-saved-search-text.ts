import { formatPrice } from '@app/shared';
import { useFeatureText } from '@/lib/use-feature-text';

/** Translation and formatting for the saved-search screens. */
export function useSavedSearchText() {
  const text = useFeatureText('savedSearches');
  /** 'Rs. 10,000' / 'रु. १०,०००' (0 as Rs. 0, a price a filter can name). */
  const price = (amount: number): string => formatPrice(amount, text.language) ?? text.number(amount);
  return { ...text, price };
}

export type SavedSearchText = ReturnType<typeof useSavedSearchText>;
