import { ApiError } from '@/lib/api-client';
import { useFeatureText } from '@/lib/use-feature-text';

/** Translation and formatting for the freelancer screens. */
export function useFreelancerText() {
  const text = useFeatureText('freelancers');
  const { t } = text;

  /**
   * What a failed request says: a lost connection (or the 10 s timeout) says so; otherwise the
   * server's message where there is one, else the screen's fallback.
   */
  const failure = (error: unknown, fallback: string): string => {
    if (error instanceof ApiError && (error.isNetworkError || error.isTimeout)) return t('errors.network');
    return text.failure(error, fallback);
  };

  return { ...text, failure };
}
