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

  it('gives the freelancer sign-up form its place in the join section (#join)', async () => {
    renderApp('/');

    const join = await screen.findByRole('region', { name: 'Join as a freelance photographer' });
    expect(join).toHaveAttribute('id', 'join');
    // The form's code arrives on its own (lazily), after the page.
    expect(await within(join).findByRole('region', { name: 'Send us your details' })).toBeInTheDocument();
    expect(within(join).getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    expect(within(join).queryByText(/coming soon/i)).not.toBeInTheDocument();
  });
});
