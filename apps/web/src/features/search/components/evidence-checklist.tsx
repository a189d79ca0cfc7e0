import type { ChecklistAnswer, VisitChecklist } from '@app/shared';
import { useId } from 'react';
import { useChecklistWords } from '@/components/visit-checklist/use-checklist-words';
import type { SearchText } from '../use-search-text';

/** A mark beside each answer's words (hidden from screen readers, which read the words). */
const MARKS: Record<ChecklistAnswer, string> = { yes: '✓', no: '✗', not_seen: '–' };

/**
 * The visit's checklist as tenants read it: each item with its answer in words and a mark, "Not
 * seen" in a neutral grey (nobody could check it; it is not a fault), and the water hours under
 * the water item.
 */
export function EvidenceChecklist({ checklist, text }: { checklist: VisitChecklist; text: SearchText }) {
  const { t, count } = text;
  const words = useChecklistWords();
  const titleId = useId();
  return (
    <>
      <h4 id={titleId} className="search-evidence__subtitle">
        {t('evidence.checklistTitle')}
      </h4>
      <ul className="search-checklist" aria-labelledby={titleId}>
        {checklist.items.map(({ item, answer }) => (
          <li key={item} className="search-checklist__item" data-answer={answer}>
            <span className="search-checklist__label">{words.item(item)}</span>
            <span className="search-checklist__answer">
              <span className="search-checklist__mark" aria-hidden="true">
                {MARKS[answer]}
              </span>{' '}
              {words.answer(answer)}
            </span>
            {item === 'water' && checklist.waterHours !== null && (
              <span className="search-checklist__more">
                {t('evidence.waterHours', {
                  count: checklist.waterHours,
                  hours: count(checklist.waterHours),
                })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
