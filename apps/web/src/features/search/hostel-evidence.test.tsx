import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { searchPage, stubApi } from '@/test/api-stub';
import { makeListedHostel } from '@/test/factories';
import { renderApp } from '@/test/render';

const stated = { length: null, width: null, area: null, rooms: 12, bathrooms: null };
const notCounted = { beds: null, kitchen: null, dining: null, floor: null };

/** A hostel a verifier visited: a typical room's size, rooms, bathrooms, beds, a kitchen and no dining room. */
const visited = makeListedHostel({
  name: 'Annapurna Girls',
  evidence: {
    verifier: { kind: 'freelancer', firstName: 'Ram' },
    verifiedAt: '2026-10-02T08:00:00.000Z',
    expiresAt: '2027-03-31T08:00:00.000Z',
    expired: false,
    differences: [],
    checklist: null,
    notes: null,
    photosTakenAt: null,
    measured: {
      length: 4.2,
      width: 3.5,
      area: 14.7,
      rooms: 14,
      bathrooms: 5,
      beds: 32,
      kitchen: true,
      dining: false,
      floor: null,
    },
    stated: { ...stated, ...notCounted },
    image: [],
    thumbnail: [],
  },
});

// A whole screen on a shared CI machine: generous, never a reason to wait.
describe('a hostel’s visit in the listing overlay', { timeout: 20_000 }, () => {
  it('shows the beds, kitchen and dining room the verifier counted, in English and Nepali', async () => {
    stubApi({ 'GET /api/hostels/by-address': () => searchPage([visited]) });
    const { user } = renderApp('/bhada/hostel?location=pokhara');
    await user.click(await screen.findByRole('link', { name: 'Annapurna Girls' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Annapurna Girls' }));
    const fact = (label: string) => dialog.getByText(label, { selector: 'dt' }).nextElementSibling;

    expect(fact('Beds')).toHaveTextContent('32');
    expect(fact('Kitchen')).toHaveTextContent('Yes');
    expect(fact('Dining room')).toHaveTextContent('No');

    await act(() => i18n.changeLanguage('ne'));
    expect(fact('बेड')).toHaveTextContent('३२');
    expect(fact('भान्सा')).toHaveTextContent('छ');
    expect(fact('खाना खाने कोठा')).toHaveTextContent('छैन');
  });
});
