import { useFeatureText } from '@/lib/use-feature-text';

/** Translation and formatting for the report screens. */
export function useReportText() {
  return useFeatureText('reports');
}
