import {
  CHECKLIST_ANSWERS,
  VISIT_CODES,
  VisitExtrasSchema,
  checklistField,
  checklistItemsFor,
  visitChecklistSchema,
  type ChecklistItem,
} from '@app/shared';
import { z } from 'zod';

type Kind = 'hostel' | 'property';

/**
 * Our form answers every checklist item (the shared schema also takes a visit with no checklist,
 * from older clients): an unanswered item says the server's own 'visit.answerRequired'. It adds
 * nothing to the output; the shared schema below turns the answers into `checklist`.
 */
function everyItemAnswered(kind: Kind) {
  const answers = checklistItemsFor(kind).map((item) => [
    checklistField(item),
    z.enum(CHECKLIST_ANSWERS, { error: VISIT_CODES.answerRequired }),
  ]);
  return z.object(Object.fromEntries(answers) as Record<string, z.ZodType>).transform(() => ({}));
}

/**
 * The visit's part of a verification form: the shared checklist (answers and water hours) and
 * extras (floor, device position), with the same messages the server sends.
 */
export function visitFormSchema(kind: Kind) {
  return z.intersection(
    everyItemAnswered(kind),
    z.intersection(visitChecklistSchema(kind), VisitExtrasSchema),
  );
}

/** The form values this part reads and writes; each verification form has these beside its measurements. */
export type VisitEvidenceValues = Record<`check_${ChecklistItem}`, string | undefined> & {
  water_hours: string;
  floor?: string;
  description?: string;
  image: File[];
  position_lat?: number;
  position_lon?: number;
};

/** Empty answers for a form's defaultValues. */
export function visitEvidenceDefaults(kind: Kind) {
  return {
    ...Object.fromEntries(checklistItemsFor(kind).map((item) => [checklistField(item), undefined])),
    water_hours: '',
    ...(kind === 'property' ? { floor: '' } : {}),
    description: '',
    image: [] as File[],
  };
}
