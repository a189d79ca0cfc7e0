import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeImageFile } from './image-files';

const field = (name: string) => screen.getByLabelText(name, { exact: false });

/** Fills the property verification form (measurements, rooms, description, one photo) validly. */
export async function fillPropertyVerification(user: UserEvent) {
  await user.type(field('Length (m)'), '12.5');
  await user.type(field('Width (m)'), '8');
  await user.type(field('Number of rooms'), '4');
  await user.type(field('Number of bathrooms'), '2');
  await user.type(field('Description of the property'), 'Two floors, sunny.');
  await user.upload(document.getElementById('verify-photos') as HTMLInputElement, [
    makeImageFile('front.jpg'),
  ]);
}
