import { formatPrice, groupLakh } from '@app/shared';
import { ApiError } from '../../lib/api-client';
import { useFeatureText } from '../../lib/use-feature-text';

/** Translation and formatting for the application screens. */
export function useApplicationText() {
  const text = useFeatureText('applications');
  const { t, language } = text;

  /** What a failed write says: the server's message where there is one, else SPEC's fallback. */
  const failure = (error: unknown, fallback: string): string =>
    // The server words its rate-limit answer in English only, with the wait in it.
    error instanceof ApiError && error.status === 429 && language === 'ne'
      ? t('errors.tooManyRequests')
      : text.failure(error, fallback);

  /** 'Rs. 1,50,000', or 'Price on request' when there is no price. */
  const price = (amount: number | null | undefined): string =>
    formatPrice(amount) === null || amount === null || amount === undefined
      ? t('common.priceOnRequest')
      : t('common.price', { amount: groupLakh(amount) });

  return { ...text, failure, price };
}
