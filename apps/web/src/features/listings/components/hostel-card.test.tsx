import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeApplicant, makeHostel, makeOwnerHostel } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import '../i18n/register';
import { HostelCard } from './hostel-card';
import type { OwnerHostel } from '@app/shared';

function renderCard(hostel: OwnerHostel) {
  const onDeleted = vi.fn();
  const view = renderRoutes(
    [
      { path: '/control-hostel', element: <HostelCard hostel={hostel} onDeleted={onDeleted} /> },
      { path: '*', element: <p>Other page</p> },
    ],
    '/control-hostel',
  );
  return { ...view, onDeleted };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('dashboard hostel card', () => {
  it('shows the defaults: Owner, no description, Price on request, not measured', () => {
    stubApi({});
    renderCard(
      makeOwnerHostel({
        listedBy: '',
        description: null,
        price: null,
        thumbnail: [],
        image: [],
        Applicants: 0,
      }),
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Everest Boys Hostel' })).toBeInTheDocument();
    expect(fact('Listed by')).toHaveTextContent('Owner');
    expect(screen.getByText('No detailed description provided.')).toBeInTheDocument();
    expect(screen.getByText('Price on request')).toBeInTheDocument();
    expect(fact('Area')).toHaveTextContent('Not measured yet');
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting verification')).toBeInTheDocument();
    expect(screen.queryByText('Sold')).not.toBeInTheDocument();
  });

  it('a hostel checked from the desk says so, and shows no size: nothing "not measured" beside its badge', () => {
    stubApi({});
    renderCard(
      makeOwnerHostel({ verified: true, verification: { level: 'checked', at: '2026-10-02T06:00:00.000Z' } }),
    );
    expect(screen.getByText('Details checked by our team, not yet visited')).toBeInTheDocument();
    expect(screen.queryByText('Area')).not.toBeInTheDocument();
    expect(screen.queryByText('Dimensions')).not.toBeInTheDocument();
    expect(screen.queryByText(/Not measured/)).not.toBeInTheDocument();
  });

  it('tells its owner when they last changed the price, with the old and new price', () => {
    stubApi({});
    renderCard(
      makeOwnerHostel({
        price: 9000,
        priceChange: { from: 8000, to: 9000, at: '2026-11-02T06:00:00.000Z' },
      }),
    );
    expect(screen.getByText(/^Price changed on .*: Rs 8,000 → Rs 9,000$/)).toBeInTheDocument();
  });

  it('shows the price in rupees, the area in sq.ft. from metres, badges, contact link and photo', () => {
    stubApi({});
    renderCard(
      makeOwnerHostel({
        price: 150000,
        width: 10,
        length: 12,
        verified: true,
        verification: { level: 'visited', at: '2026-10-02T06:00:00.000Z' },
        sold: true,
        Applicants: 3,
      }),
    );

    expect(screen.getByText('Rs. 1,50,000')).toBeInTheDocument();
    // 10 m × 12 m = 120 m² = 1,291.7 sq.ft.
    expect(fact('Area')).toHaveTextContent('1,292 sq.ft.');
    expect(fact('Dimensions')).toHaveTextContent('10 m × 12 m');
    expect(fact('Rooms')).toHaveTextContent('12');
    expect(fact('Applicants')).toHaveTextContent('3');
    expect(fact('Listed by')).toHaveTextContent('Ram Thapa');
    expect(fact('Posted')?.querySelector('time')).toHaveAttribute('dateTime', '2025-02-03T10:00:00.000Z');
    expect(screen.getByText('Visited and measured on 2 Oct 2026')).toBeInTheDocument();
    expect(screen.getByText('Sold')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '9841-234-567' })).toHaveAttribute('href', 'tel:9841234567');

    const photo = screen.getByRole('img', { name: 'Photo of Everest Boys Hostel' });
    expect(photo).toHaveAttribute('src', '/uploads/aa/one-400.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '300');

    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: 'No photo' })).toBeInTheDocument();
  });

  it('opens the three-dot menu and closes it on a click elsewhere or Escape', async () => {
    stubApi({});
    const { user } = renderCard(makeOwnerHostel());
    const button = screen.getByRole('button', { name: 'More actions for Everest Boys Hostel' });

    await user.click(button);
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit Hostel', 'Edit Images', 'Mark as sold', 'Delete Hostel']);
    expect(within(menu).getByRole('menuitem', { name: 'Edit Hostel' })).toHaveAttribute(
      'href',
      '/edit-details/h1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Edit Images' })).toHaveAttribute(
      'href',
      '/edit-image/h1',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Edit Hostel' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('heading', { level: 2, name: 'Everest Boys Hostel' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit Images' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('marks the hostel sold from the menu', async () => {
    const fetchMock = stubApi({
      'PUT /api/hostels/sold/h1': () => jsonResponse(ok(makeHostel({ sold: true }))),
      'GET /api/user/get-hostel': () => jsonResponse(ok([])),
    });
    const { user } = renderCard(makeOwnerHostel());

    await user.click(screen.getByRole('button', { name: 'More actions for Everest Boys Hostel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Mark as sold' }));

    const [init] = callsTo(fetchMock, '/api/hostels/sold/h1');
    expect(jsonBodyOf(init)).toEqual({ sold: true });
  });

  describe('still available', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('says when it was last confirmed, and confirms again with one tap', async () => {
      // Only Date: the clock stands still, timers stay real.
      vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'));
      const confirmed = {
        _id: 'h1',
        kind: 'hostel',
        name: 'Everest Boys Hostel',
        confirmedAt: '2026-11-20T10:00:00.000Z',
      };
      const fetchMock = stubApi({
        'POST /api/user/confirm-available/h1': () =>
          jsonResponse(
            ok(confirmed, 'Thank you. Your listing shows as available.', {
              messageCode: 'trust.availability.confirmed',
            }),
          ),
        'GET /api/user/get-hostel': () => jsonResponse(ok([])),
      });
      const { user } = renderCard(
        makeOwnerHostel({ verified: true, availability: { confirmedAt: '2026-10-30T09:00:00.000Z' } }),
      );
      expect(screen.getByText('Available, confirmed 21 days ago')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Still available: Everest Boys Hostel' }));

      expect(await screen.findByRole('status')).toHaveTextContent(
        'Thank you. Your listing shows as available.',
      );
      expect(callsTo(fetchMock, '/api/user/confirm-available/h1')).toHaveLength(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the server’s reason when it cannot confirm', async () => {
      stubApi({
        'POST /api/user/confirm-available/h1': () =>
          jsonResponse(
            failure('This listing is marked as sold.', { messageCode: 'trust.availability.sold' }),
            409,
          ),
      });
      const { user } = renderCard(makeOwnerHostel({ verified: true }));
      await user.click(screen.getByRole('button', { name: 'Still available: Everest Boys Hostel' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This listing is marked as sold. Mark it as available again before confirming.',
      );
    });

    it('offers no confirmation for a sold hostel', () => {
      stubApi({});
      renderCard(makeOwnerHostel({ verified: true, sold: true }));
      expect(screen.queryByRole('button', { name: /Still available/ })).not.toBeInTheDocument();
    });
  });

  it('asks before deleting, and says so when the delete fails', async () => {
    const fetchMock = stubApi({
      'DELETE /api/hostels/delete-hostel/h1': () =>
        jsonResponse({ success: false, error: true, message: '' }, 500),
    });
    const { user, onDeleted } = renderCard(makeOwnerHostel());

    await user.click(screen.getByRole('button', { name: 'More actions for Everest Boys Hostel' }));
    await user.click(screen.getByRole('menuitem', { name: 'Delete Hostel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this hostel?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(callsTo(fetchMock, '/api/hostels/delete-hostel/h1')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete Hostel' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to delete hostel. Please try again.',
    );
    expect(onDeleted).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('toggles the applicants: name, phone link, people, rooms, status and date; marks one complete', async () => {
    const fetchMock = stubApi({
      'PUT /api/buyers/mark-buyer/b1': () => jsonResponse(ok(undefined, 'Application marked as complete.')),
      'GET /api/user/get-hostel': () => jsonResponse(ok([])),
    });
    const { user } = renderCard(
      makeOwnerHostel({
        Applicants: 2,
        buyer: [
          makeApplicant(),
          makeApplicant({
            _id: 'b2',
            name: 'Hari Rai',
            phone: '9800000001',
            completed: true,
            No_of_people: 1,
          }),
        ],
      }),
    );
    const toggle = screen.getByRole('button', { name: 'Show Applicants (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Sita Sharma')).not.toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Applicants (2)');
    const [sita, hari] = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('applicant'));
    expect(within(sita!).getByText('Sita Sharma')).toBeInTheDocument();
    expect(within(sita!).getByRole('link', { name: '9812-345-678' })).toHaveAttribute(
      'href',
      'tel:9812345678',
    );
    expect(within(sita!).getByText('People').nextElementSibling).toHaveTextContent('2');
    expect(within(sita!).getByText('Rooms').nextElementSibling).toHaveTextContent('1');
    expect(within(sita!).getByText('Pending')).toBeInTheDocument();
    expect(within(sita!).getByText('Applied').nextElementSibling?.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2025-03-01T08:00:00.000Z',
    );
    expect(within(hari!).getByText('Completed')).toBeInTheDocument();
    expect(within(hari!).queryByRole('button', { name: 'Mark as Complete' })).not.toBeInTheDocument();

    await user.click(within(sita!).getByRole('button', { name: 'Mark as Complete' }));
    expect(callsTo(fetchMock, '/api/buyers/mark-buyer/b1')).toHaveLength(1);

    await user.click(toggle);
    expect(screen.queryByText('Sita Sharma')).not.toBeInTheDocument();
  });
});
