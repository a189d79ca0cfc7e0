import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';

describe('home page', () => {
  it('shows the hero, services, gallery, about and freelancer sections', async () => {
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /verified room, flat or hostel/,
    );
    expect(document.title).toBe('Rooms, flats and hostels in Nepal · Ghar Bhada');

    const services = screen.getByRole('region', { name: 'What we offer' });
    expect(
      within(services)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'For landlords (gharbeti)',
      'For hostel owners',
      'For students and tenants',
      'For freelance photographers',
    ]);

    const gallery = screen.getByRole('region', { name: 'Gallery' });
    expect(within(gallery).getAllByRole('figure')).toHaveLength(4);
    for (const image of gallery.querySelectorAll('img')) {
      expect(image.getAttribute('src')).not.toMatch(/^https?:/);
    }

    expect(screen.getByRole('region', { name: 'About us' })).toHaveAttribute('id', 'about');
  });

  it('announces the freelancer form as coming soon instead of faking a submit', async () => {
    renderApp('/');

    const join = await screen.findByRole('region', { name: 'Join as a freelance photographer' });
    expect(within(join).getByText('The online application form is coming soon.')).toBeInTheDocument();
    expect(within(join).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(join).queryByRole('button')).not.toBeInTheDocument();
  });
});
