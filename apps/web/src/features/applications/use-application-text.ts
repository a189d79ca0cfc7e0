import { formatPrice } from '@app/shared';
import { useFeatureText } from '@/lib/use-feature-text';

/** Translation and formatting for the application screens. */
export function useApplicationText() {
  const text = useFeatureText('applications');
  const { t, language } = text;

  /** 'Rs. 1,50,000' / 'रु. १,५०,०००', or 'Price on request' when there is no price. */
  const price = (amount: number | null | undefined): string =>
    formatPrice(amount, language) ?? t('common.priceOnRequest');

  return { ...text, price };
}
