import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeImageFile } from './image-files';
import { answerChecklist } from './visit-checklist';

const field = (name: string) => screen.getByLabelText(name, { exact: false });

/**
 * Fills the property verification form validly: measurements, rooms, the description, one
 * photo, and (unless `checklist` is false) every checklist item answered Yes.
 */
export async function fillPropertyVerification(user: UserEvent, { checklist = true } = {}) {
  await user.type(field('Length (m)'), '12.5');
  await user.type(field('Width (m)'), '8');
  await user.type(field('Number of rooms'), '4');
  await user.type(field('Number of bathrooms'), '2');
  if (checklist) await answerChecklist(user, 'property');
  await user.type(field('Description of the property'), 'Two floors, sunny.');
  await user.upload(document.getElementById('verify-photos') as HTMLInputElement, [
    makeImageFile('front.jpg'),
  ]);
}
