import { within, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The checklist's items as the form names them, in its order (English). */
export const CHECKLIST_LEGENDS = {
  property: [
    'Water supply',
    'Backup power (inverter or generator)',
    'Road a vehicle can reach',
    'Kitchen to cook in',
    'Working bathrooms',
    'Fire extinguisher',
    'CCTV only in common areas, none in rooms',
  ],
  hostel: [
    'Water supply',
    'Backup power (inverter or generator)',
    'Road a vehicle can reach',
    'Kitchen to cook in',
    'Working bathrooms',
    'Fire extinguisher',
    'CCTV only in common areas, none in rooms',
    'Municipal operating permit on display',
  ],
} as const;

type Answer = 'Yes' | 'No' | 'Not seen';

/** Answers every checklist item of a visit form: `answers` by legend, 'Yes' for the rest. */
export async function answerChecklist(
  user: UserEvent,
  kind: 'hostel' | 'property',
  answers: Partial<Record<string, Answer>> = {},
) {
  for (const legend of CHECKLIST_LEGENDS[kind]) {
    const group = screen.getByRole('group', { name: legend });
    await user.click(within(group).getByRole('radio', { name: answers[legend] ?? 'Yes' }));
  }
}
