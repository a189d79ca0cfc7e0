import type { Difference } from '@app/shared';
import { useId } from 'react';
import type { SearchText } from '../use-search-text';

interface EvidenceDifferencesProps {
  differences: readonly Difference[];
  kind: 'hostel' | 'property';
  text: SearchText;
}

/** Each fact where the owner and the verifier disagree, said plainly: "Owner says 4th floor; the verifier found 1st floor". */
export function EvidenceDifferences({ differences, kind, text }: EvidenceDifferencesProps) {
  const { t, count } = text;
  const titleId = useId();
  if (differences.length === 0) return null;
  const owner = t(`evidence.owner.${kind}`);
  const sentence = ({ field, owner: said, verifier: found }: Difference) =>
    field === 'floor'
      ? t('evidence.differences.floor', { owner, said: text.floor(said), found: text.floor(found) })
      : t(`evidence.differences.${field}`, { count: said, owner, said: count(said), found: count(found) });
  return (
    <div className="search-evidence__differences">
      <h4 id={titleId} className="search-evidence__subtitle">
        {t('evidence.differencesTitle')}
      </h4>
      <ul aria-labelledby={titleId}>
        {differences.map((difference) => (
          <li key={difference.field}>{sentence(difference)}</li>
        ))}
      </ul>
    </div>
  );
}
