import { ApiError } from '../../lib/api-client';
import { useFeatureText } from '../../lib/use-feature-text';

/** Translation and formatting for the freelancer screens. */
export function useFreelancerText() {
  const text = useFeatureText('freelancers');
  const { t, language } = text;

  /**
   * What a failed request says: a lost connection (or the 10 s timeout) says so; otherwise the
   * server's message where there is one, else the screen's fallback.
   */
  const failure = (error: unknown, fallback: string): string => {
    if (error instanceof ApiError && (error.isNetworkError || error.isTimeout)) return t('errors.network');
    // The server words its rate-limit answer in English only, with the wait in it.
    if (error instanceof ApiError && error.status === 429 && language === 'ne')
      return t('errors.tooManyRequests');
    return text.failure(error, fallback);
  };

  return { ...text, failure };
}
