import './register';
import type { ChecklistAnswer, ChecklistItem } from '@app/shared';
import { useTranslation } from 'react-i18next';

/** A checklist item's and an answer's words in the reader's language. */
export function useChecklistWords() {
  const { t } = useTranslation('visitChecklist');
  return {
    item: (item: ChecklistItem) => t(`items.${item}`),
    answer: (answer: ChecklistAnswer) => t(`answers.${answer}`),
  };
}
