import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { formatDate } from '@/lib/format-date';
import { searchPage, stubApi } from '@/test/api-stub';
import { makeEvidence, makeListedHostel, makeListedProperty } from '@/test/factories';
import { renderApp } from '@/test/render';

const PROPERTIES = '/api/landlords/verified/by-address';
const HOSTELS = '/api/hostels/by-address';
const TAKEN_AT = '2026-10-01T09:30:00.000Z';

/** A property a verifier visited: the owner says 4th floor and 4 rooms; the verifier found 1st floor and 3. */
const visited = makeListedProperty({
  name: 'Sharma Niwas',
  description: 'Quiet family house near the lake.',
  evidence: makeEvidence({
    measured: { length: 9.6, width: 6.6, area: 63.4, rooms: 3, bathrooms: 1, floor: 1 },
    stated: { rooms: 4, bathrooms: 1, floor: 4 },
    differences: [
      { field: 'rooms', owner: 4, verifier: 3 },
      { field: 'floor', owner: 4, verifier: 1 },
    ],
    checklist: {
      items: [
        { item: 'water', answer: 'yes' },
        { item: 'backupPower', answer: 'no' },
        { item: 'roadAccess', answer: 'yes' },
        { item: 'kitchen', answer: 'yes' },
        { item: 'bathroomsSeen', answer: 'yes' },
        { item: 'fireExtinguisher', answer: 'not_seen' },
        { item: 'cctvCommonOnly', answer: 'yes' },
      ],
      waterHours: 6,
    },
    notes: 'Sunny rooms; the water tank is on the roof.',
    photosTakenAt: TAKEN_AT,
    image: ['/uploads/v1-1200.webp'],
    thumbnail: ['/uploads/v1-400.webp'],
  }),
});

async function openOverlay(path: string, name: string) {
  const view = renderApp(path);
  await view.user.click(await screen.findByRole('link', { name }));
  const dialog = within(await screen.findByRole('dialog', { name }));
  return { ...view, dialog };
}

const answerOf = (panel: ReturnType<typeof within>, item: string) =>
  panel.getByText(item, { selector: '.search-checklist__label' }).closest('li');

// Whole screens on a shared CI machine: generous, never a reason to wait.
describe('a visit’s evidence in the listing overlay', { timeout: 30_000 }, () => {
  it('shows the differences, the checklist, the verifier’s notes and the photos’ day, apart from the owner’s words', async () => {
    stubApi({ [`GET ${PROPERTIES}`]: () => searchPage([visited]) });
    const { dialog } = await openOverlay('/bhada/bhada?location=pokhara', 'Sharma Niwas');

    const about = dialog.getByRole('heading', { name: 'About this place — from the owner' });
    expect(about.nextElementSibling).toHaveTextContent('Quiet family house near the lake.');

    const panel = within(dialog.getByRole('region', { name: 'Verification' }));
    const differences = panel.getByRole('list', { name: 'Where the owner and the verifier differ' });
    expect(
      within(differences)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Owner says 4 rooms; the verifier counted 3',
      'Owner says 4th floor; the verifier found 1st floor',
    ]);
    const fact = (label: string) => panel.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Floor')).toHaveTextContent('1st floorThe owner stated 4th floor');
    expect(panel.queryByText(/Not measured/)).not.toBeInTheDocument();

    const checklist = panel.getByRole('list', { name: 'What the verifier checked' });
    expect(within(checklist).getAllByRole('listitem')).toHaveLength(7);
    expect(answerOf(panel, 'Water supply')).toHaveTextContent(
      'Water supply✓ YesWater runs about 6 hours a day',
    );
    expect(answerOf(panel, 'Backup power (inverter or generator)')).toHaveTextContent('✗ No');
    const notSeen = answerOf(panel, 'Fire extinguisher');
    expect(notSeen).toHaveTextContent('– Not seen');
    expect(notSeen).toHaveAttribute('data-answer', 'not_seen');

    const notes = panel.getByRole('heading', { name: 'The verifier’s notes' });
    expect(notes.nextElementSibling).toHaveTextContent('Sunny rooms; the water tank is on the roof.');
    expect(panel.getByText('Photos taken on site on 1 Oct 2026')).toBeInTheDocument();
  });

  it('says the same in Nepali: floors as words, the landlord as घरबेटी, “not seen” as देखिएन', async () => {
    stubApi({ [`GET ${PROPERTIES}`]: () => searchPage([visited]) });
    const { dialog } = await openOverlay('/bhada/bhada?location=pokhara', 'Sharma Niwas');
    await act(() => i18n.changeLanguage('ne'));

    expect(dialog.getByRole('heading', { name: 'यस ठाउँबारे — घरबेटीको भनाइ' })).toBeInTheDocument();
    const panel = within(dialog.getByRole('region', { name: 'प्रमाणीकरण' }));
    expect(panel.getByText('घरबेटीका अनुसार ४ कोठा; प्रमाणकर्ताले ३ वटा गने')).toBeInTheDocument();
    expect(panel.getByText('घरबेटीका अनुसार चौथो तल्ला; प्रमाणकर्ताले पहिलो तल्ला भेटे')).toBeInTheDocument();
    expect(answerOf(panel, 'आगो निभाउने यन्त्र')).toHaveTextContent('– देखिएन');
    expect(panel.getByText('दिनमा करिब ६ घण्टा पानी आउँछ')).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'प्रमाणकर्ताको टिपोट' })).toBeInTheDocument();
    expect(panel.getByText(`${formatDate(TAKEN_AT, 'ne')} मा स्थलमै खिचिएका फोटो`)).toBeInTheDocument();
  });

  it('in Nepali a hostel’s owner is its सञ्चालक throughout the evidence, never घरबेटी', async () => {
    const hostel = makeListedHostel({
      name: 'Himal Boys Hostel',
      evidence: makeEvidence({
        measured: { rooms: 3, beds: 7 },
        stated: { rooms: 4 },
        differences: [{ field: 'rooms', owner: 4, verifier: 3 }],
        image: ['/uploads/h1-1200.webp'],
        thumbnail: ['/uploads/h1-400.webp'],
      }),
    });
    stubApi({ [`GET ${HOSTELS}`]: () => searchPage([hostel]) });
    const { dialog } = await openOverlay('/bhada/hostel?location=pokhara', 'Himal Boys Hostel');
    await act(() => i18n.changeLanguage('ne'));

    const panel = within(dialog.getByRole('region', { name: 'प्रमाणीकरण' }));
    expect(panel.getByText('सञ्चालकका अनुसार ४ कोठा; प्रमाणकर्ताले ३ वटा गने')).toBeInTheDocument();
    expect(panel.getByText('सञ्चालकले ४ भनेका थिए')).toBeInTheDocument();
    expect(panel.getByText(/अरू सञ्चालकका हुन्।$/)).toBeInTheDocument();
    expect(panel.queryByText(/घरबेटी/)).not.toBeInTheDocument();
  });

  it('a hostel only checked from the desk shows no measurements, no checklist and no “Not measured”', async () => {
    const checked = makeListedHostel({
      name: 'Desk Hostel',
      verification: { level: 'checked', at: '2026-10-02T06:00:00.000Z' },
      evidence: makeEvidence({
        verifier: { kind: 'team', firstName: null },
        stated: { rooms: 12 },
        // Whatever the answer carries, a desk check shows none of a visit's parts.
        checklist: { items: [{ item: 'water', answer: 'yes' }], waterHours: null },
        differences: [{ field: 'rooms', owner: 12, verifier: 10 }],
      }),
    });
    stubApi({ [`GET ${HOSTELS}`]: () => searchPage([checked]) });
    const { dialog } = await openOverlay('/bhada/hostel?location=pokhara', 'Desk Hostel');

    const panel = within(dialog.getByRole('region', { name: 'Verification' }));
    expect(panel.getByText('Ghar Bhada team')).toBeInTheDocument();
    expect(panel.queryByRole('heading', { name: 'What the verifier measured' })).not.toBeInTheDocument();
    expect(panel.queryByRole('heading', { name: 'What the verifier checked' })).not.toBeInTheDocument();
    expect(panel.queryByText(/Owner says/)).not.toBeInTheDocument();
    expect(dialog.queryByText(/Not measured/)).not.toBeInTheDocument();
  });
});
