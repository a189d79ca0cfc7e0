import { screen, within } from '@testing-library/react';

/** A card of a list (an `<article>` named by its heading). */
export const card = (name: string) => screen.getByRole('article', { name });

export const queryCard = (name: string) => screen.queryByRole('article', { name });

/** The value shown under a fact's label (`<dt>`) inside `container`. */
export function fact(container: HTMLElement, label: string) {
  return within(container).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
}
