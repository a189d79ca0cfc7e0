import { formatPrice, groupLakh } from '@app/shared';
import { formatDate } from '../../lib/format-date';
import { useFeatureText } from '../../lib/use-feature-text';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Translation and formatting for the task screens. */
export function useTaskText() {
  const text = useFeatureText('tasks');
  const { t, language } = text;

  /** 'Rs. 1,50,000', or 'Price on request' when there is no price. */
  const price = (amount: number | null | undefined): string =>
    formatPrice(amount) === null || amount === null || amount === undefined
      ? t('common.priceOnRequest')
      : t('common.price', { amount: groupLakh(amount) });

  /** '15 Sept 2026, 14:30' in the reader's time zone. */
  const dateTime = (iso: string): string => {
    const day = formatDate(iso, language);
    if (!day) return '';
    const value = new Date(iso);
    return `${day}, ${twoDigits(value.getHours())}:${twoDigits(value.getMinutes())}`;
  };

  return { ...text, price, dateTime };
}
