import '@/components/verification-badge/register';
import type { ChangeEvent } from 'react';
import { ChoiceChips } from '@/components/choice-chips';
import { useFeatureText } from '@/lib/use-feature-text';
import type { ChoicesProps } from './filter-choices';

/** "Visited only": listings someone measured and photographed on site, not those only checked. */
export function VisitedChoice({
  idPrefix,
  filters,
  set,
}: Pick<ChoicesProps, 'idPrefix' | 'filters' | 'set'>) {
  const { t } = useFeatureText('verificationBadge');
  return (
    <ChoiceChips
      id={`${idPrefix}-visited`}
      legend={t('filterLegend')}
      type="checkbox"
      options={[{ value: 'visited', label: t('visitedOnly') }]}
      inputProps={() => ({
        checked: filters.visited === true,
        onChange: (event: ChangeEvent<HTMLInputElement>) =>
          set({ visited: event.target.checked ? true : undefined }),
      })}
    />
  );
}
