import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeTask, ROOM_ID, roomOf } from '@/test/factories';
import { card, fact } from '@/test/queries';
import { renderRoutes } from '@/test/render';
import { AcceptedTasksPage } from './accepted-tasks-page';

const routes = [
  { path: '/accepted-work', element: <AcceptedTasksPage /> },
  { path: '/task-req', element: <p>Task requests page</p> },
];

const NOW = new Date('2026-03-02T06:00:00.000Z');

const accepted = (n: number, overrides: Parameters<typeof makeTask>[1] = {}) =>
  makeTask(n, { isAccepted: true, status: 'accepted', acceptedAt: '2026-03-01T06:00:00.000Z', ...overrides });

beforeEach(() => {
  // Only Date: the clock stands still, timers stay real.
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('accepted tasks (/accepted-work)', () => {
  it('shows the full task, its times, the property and both contacts 4-3-rest as tel links', async () => {
    const description =
      'Measure every room, the shutter and the bathroom. Photos of the front and the road too.';
    stubApi({ 'GET /api/freelance/accepted': () => jsonResponse(ok([accepted(1, { description })])) });
    renderRoutes(routes, '/accepted-work');

    expect(await screen.findByRole('heading', { level: 2, name: 'Property 1' })).toBeInTheDocument();
    const first = card('Property 1');
    expect(within(first).getByText(description)).toBeInTheDocument();
    expect(fact(first, 'Created')).toHaveTextContent(/^1 Mar 2026, \d\d:\d\d$/);
    expect(fact(first, 'Due')).toHaveTextContent(/^4 Mar 2026, \d\d:\d\d$/);
    expect(fact(first, 'Location')).toHaveTextContent('Baneshwor, Kathmandu');
    expect(fact(first, 'Price')).toHaveTextContent('Rs. 25,000');
    expect(fact(first, 'Shutters')).toHaveTextContent('2');
    expect(fact(first, 'Coordinates')).toHaveTextContent('27.6915, 85.342');
    expect(within(fact(first, 'Primary contact')).getByRole('link')).toHaveTextContent('9841-234-567');
    expect(within(fact(first, 'Primary contact')).getByRole('link')).toHaveAttribute(
      'href',
      'tel:9841234567',
    );
    expect(within(fact(first, 'Secondary contact')).getByRole('link')).toHaveTextContent('9807-654-321');
    expect(screen.getByRole('link', { name: /Back to my tasks/ })).toHaveAttribute('href', '/task-req');
  });

  it('says Completed or In Progress; only an open task offers Complete and In map', async () => {
    stubApi({
      'GET /api/freelance/accepted': () =>
        jsonResponse(
          ok([
            accepted(1),
            accepted(2, { isCompleted: true, status: 'completed', completedAt: '2026-03-01T09:00:00.000Z' }),
          ]),
        ),
    });
    renderRoutes(routes, '/accepted-work');
    await screen.findByRole('heading', { name: 'Property 1' });

    const open = card('Property 1');
    expect(within(open).getByText('In Progress')).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: 'Complete' })).toHaveAttribute(
      'href',
      `/verify/${ROOM_ID}/${accepted(1)._id}`,
    );
    const map = within(open).getByRole('link', { name: /^In map/ });
    expect(map).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=27.6915,85.342');
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', 'noopener noreferrer');

    const done = card('Property 2');
    expect(within(done).getByText('Completed')).toBeInTheDocument();
    expect(within(done).queryByRole('link', { name: 'Complete' })).not.toBeInTheDocument();
    expect(within(done).queryByRole('link', { name: /^In map/ })).not.toBeInTheDocument();
  });

  it('searches the map for the location text when there is no coordinate', async () => {
    const task = accepted(1);
    stubApi({
      'GET /api/freelance/accepted': () =>
        jsonResponse(
          ok([{ ...task, room: roomOf(task, { coordinate: null, Contact_no2: null, pricing: null }) }]),
        ),
    });
    renderRoutes(routes, '/accepted-work');
    await screen.findByRole('heading', { name: 'Property 1' });

    const first = card('Property 1');
    expect(within(first).getByRole('link', { name: /^In map/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Baneshwor%2C%20Kathmandu',
    );
    expect(fact(first, 'Coordinates')).toHaveTextContent('Not given');
    expect(fact(first, 'Secondary contact')).toHaveTextContent('Not given');
    expect(fact(first, 'Price')).toHaveTextContent('Price on request');
  });

  it('marks an open task past its due date Overdue, never a completed one', async () => {
    const past = '2026-03-02T05:00:00.000Z';
    stubApi({
      'GET /api/freelance/accepted': () =>
        jsonResponse(
          ok([
            accepted(1, { expiry: past }),
            accepted(2, { expiry: past, isCompleted: true, status: 'completed' }),
            accepted(3),
          ]),
        ),
    });
    renderRoutes(routes, '/accepted-work');
    await screen.findByRole('heading', { name: 'Property 1' });

    expect(within(card('Property 1')).getByText('Overdue')).toBeInTheDocument();
    expect(within(card('Property 1')).queryByRole('link', { name: 'Complete' })).not.toBeInTheDocument();
    expect(within(card('Property 2')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(within(card('Property 3')).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says so when the tasks cannot be loaded, and Retry loads them again', async () => {
    let fail = true;
    stubApi({
      'GET /api/freelance/accepted': () =>
        fail ? jsonResponse(failure(''), 500) : jsonResponse(ok([accepted(1)])),
    });
    const { user } = renderRoutes(routes, '/accepted-work');

    expect(
      await screen.findByText('Failed to load accepted tasks. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Property 1' })).toBeInTheDocument();
  });

  it('says so when nothing has been accepted yet', async () => {
    stubApi({ 'GET /api/freelance/accepted': () => jsonResponse(ok([])) });
    renderRoutes(routes, '/accepted-work');
    expect(await screen.findByText('No accepted tasks yet')).toBeInTheDocument();
  });
});
