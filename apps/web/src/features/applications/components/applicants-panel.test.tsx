import type { HostelApplicant } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { callsTo, jsonBodyOf, jsonResponse, ok, stubApi, type Handler } from '@/test/api-stub';
import { makeApplicant } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import { ApplicantsPanel, type ApplicantsPanelProps } from './applicants-panel';

const APPLICANTS = '/api/user/listings/h1/applicants';

function renderPanel(
  applicants: HostelApplicant[],
  extra: Record<string, Handler> = {},
  props: Partial<ApplicantsPanelProps> = {},
) {
  const fetchMock = stubApi({ [`GET ${APPLICANTS}`]: () => jsonResponse(ok(applicants)), ...extra });
  const element = (
    <ApplicantsPanel listingId="h1" listingName="Everest Hostel" sold={false} kind="hostel" {...props} />
  );
  const view = renderRoutes([{ path: '/', element }]);
  return { ...view, fetchMock };
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name })).closest('article') as HTMLElement;

const buttonsOf = (card: HTMLElement) =>
  within(within(card).getByRole('group', { name: /^Next step for/ }))
    .getAllByRole('button')
    .map((b) => b.textContent);

/** PUT /applications/{id}/state answering the application in its new state. */
const moveTo =
  (applicant: HostelApplicant): Handler =>
  (init) => {
    const { state } = jsonBodyOf(init) as { state: HostelApplicant['state'] };
    return jsonResponse(
      ok({ ...applicant, state, stateChangedAt: '2025-03-05T08:00:00.000Z' }, 'Application updated.'),
    );
  };

describe('ApplicantsPanel', () => {
  it("shows each applicant's details and state, with only the owner's allowed moves as buttons", async () => {
    renderPanel([
      makeApplicant({
        _id: 'b1',
        name: 'Sita Sharma',
        state: 'seen',
        phone: '9812345678',
        location: 'Near Tribhuvan University',
      }),
      makeApplicant({ _id: 'b2', name: 'Hari Thapa', state: 'visit_arranged' }),
      makeApplicant({ _id: 'b3', name: 'Gita Rai', state: 'withdrawn' }),
      makeApplicant({ _id: 'b4', name: 'Ram KC', state: 'declined', closedBecauseRented: true }),
    ]);
    const sita = await cardOf('Sita Sharma');
    expect(within(sita).getByText('Seen')).toBeInTheDocument();
    expect(within(sita).getByRole('link', { name: '9812-345-678' })).toHaveAttribute(
      'href',
      'tel:9812345678',
    );
    expect(
      within(sita).getByText('2 people · 1 room · prefers Near Tribhuvan University'),
    ).toBeInTheDocument();
    expect(within(sita).getByRole('link', { name: 'sita@example.com' })).toHaveAttribute(
      'href',
      'mailto:sita@example.com',
    );
    expect(within(sita).getByText('Applied 1 Mar 2025')).toBeInTheDocument();
    // No "label / value" grid on the card.
    expect(sita.querySelector('dl')).toBeNull();
    expect(buttonsOf(sita)).toEqual(['Mark contacted', 'Arrange a visit', 'Accept', 'Decline', 'Remove']);
    expect(buttonsOf(await cardOf('Hari Thapa'))).toEqual(['Accept', 'Decline', 'Remove']);
    const gita = await cardOf('Gita Rai');
    expect(within(gita).getByText('Withdrawn')).toBeInTheDocument();
    expect(buttonsOf(gita)).toEqual(['Remove']);
    expect(within(await cardOf('Ram KC')).getByText('No longer available')).toBeInTheDocument();
  });

  it.each([
    ['new', 'status-badge--accent'],
    ['contacted', 'status-badge--info'],
    ['visit_arranged', 'status-badge--info'],
    ['accepted', 'status-badge--success'],
    ['declined', 'status-badge--neutral'],
    ['withdrawn', 'status-badge--neutral'],
  ] as const)('gives a %s application its calm colour by meaning', async (state, tone) => {
    renderPanel([makeApplicant({ name: 'Sita Sharma', state })]);
    const card = await cardOf('Sita Sharma');
    expect(card.querySelector('.status-badge')).toHaveClass(tone);
  });

  it('says the applicant’s line in Nepali', async () => {
    renderPanel([makeApplicant({ name: 'Sita Sharma', location: 'कीर्तिपुर' })]);
    const card = await cardOf('Sita Sharma');
    await act(() => i18n.changeLanguage('ne'));
    expect(within(card).getByText('२ जना · १ कोठा · रोजेको ठाउँ: कीर्तिपुर')).toBeInTheDocument();
  });

  it('a new applicant has no "seen" button: opening the panel does that', async () => {
    renderPanel([makeApplicant({ name: 'Sita Sharma', state: 'new' })]);
    expect(buttonsOf(await cardOf('Sita Sharma'))).not.toContain('Mark seen');
  });

  it('a move sends the state and the card changes in place', async () => {
    const sita = makeApplicant({ _id: 'b1', name: 'Sita Sharma', state: 'seen' });
    const { user, fetchMock } = renderPanel([sita], { 'PUT /api/applications/b1/state': moveTo(sita) });
    const card = await cardOf('Sita Sharma');
    await user.click(within(card).getByRole('button', { name: 'Arrange a visit' }));
    expect(await within(card).findByText('Visit arranged')).toBeInTheDocument();
    expect(buttonsOf(card)).toEqual(['Accept', 'Decline', 'Remove']);
    expect(callsTo(fetchMock, '/api/applications/b1/state').map(jsonBodyOf)).toEqual([
      { state: 'visit_arranged' },
    ]);
    // In place: the applicants were read once.
    expect(callsTo(fetchMock, APPLICANTS)).toHaveLength(1);
  });

  it("a refused move shows the server's message", async () => {
    const sita = makeApplicant({ _id: 'b1', name: 'Sita Sharma', state: 'seen' });
    const { user } = renderPanel([sita], {
      'PUT /api/applications/b1/state': () =>
        jsonResponse(
          {
            success: false,
            message: 'This application cannot be moved to that state now.',
            code: 'applications.moveRefused',
          },
          409,
        ),
    });
    const card = await cardOf('Sita Sharma');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This application cannot be moved to that state now.',
    );
    expect(within(card).getByText('Seen')).toBeInTheDocument();
  });

  it.each([
    ['hostel', '/api/hostels/sold/h1'],
    ['property', '/api/landlords/sold/h1'],
  ] as const)('accepting a %s offers to mark it rented in one tap, on its own route', async (kind, route) => {
    const sita = makeApplicant({ _id: 'b1', name: 'Sita Sharma', state: 'visit_arranged' });
    const { user, fetchMock } = renderPanel(
      [sita],
      {
        'PUT /api/applications/b1/state': moveTo(sita),
        [`PUT ${route}`]: () => jsonResponse(ok(undefined, 'OK')),
      },
      { kind },
    );
    const card = await cardOf('Sita Sharma');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(
      await within(card).findByText('You accepted Sita Sharma. Has Everest Hostel been rented?'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('The other applicants will be told it is no longer available.'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mark Everest Hostel rented' }));
    expect(
      await screen.findByText('Everest Hostel is marked rented. The other applicants have been told.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, route).map(jsonBodyOf)).toEqual([{ sold: true }]);
    // The others were closed by the server: the applicants are read again.
    expect(callsTo(fetchMock, APPLICANTS)).toHaveLength(2);
  });

  it('accepting on a listing already rented offers nothing more', async () => {
    const sita = makeApplicant({ _id: 'b1', name: 'Sita Sharma', state: 'seen' });
    const { user } = renderPanel([sita], { 'PUT /api/applications/b1/state': moveTo(sita) }, { sold: true });
    const card = await cardOf('Sita Sharma');
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByText('Accepted')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /rented/ })).not.toBeInTheDocument();
  });

  it('remove asks first, then takes the card off', async () => {
    const { user, fetchMock } = renderPanel(
      [makeApplicant({ _id: 'b1', name: 'Sita Sharma', state: 'seen' })],
      {
        'DELETE /api/buyers/delete-buyer/b1': () => jsonResponse(ok(undefined, 'Application removed.')),
      },
    );
    const card = await cardOf('Sita Sharma');
    await user.click(within(card).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove this application?' });
    expect(callsTo(fetchMock, '/api/buyers/delete-buyer/b1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No applications yet.')).toBeInTheDocument();
  });
});
