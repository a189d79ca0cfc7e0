import { TASK_DESCRIPTION_PREVIEW, TOAST_MS } from '@app/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, jsonResponse, ok, stubApi, type Handler } from '@/test/api-stub';
import { passTime, settle, stubClock } from '@/test/clock';
import { makeTask, roomOf } from '@/test/factories';
import { card, fact, queryCard } from '@/test/queries';
import { renderRoutes } from '@/test/render';
import { TaskRequestsPage } from './task-requests-page';

const routes = [
  { path: '/task-req', element: <TaskRequestsPage /> },
  { path: '/accepted-work', element: <p>Accepted tasks page</p> },
];

function stubTasks(tasks: ReturnType<typeof makeTask>[], more: Record<string, Handler> = {}) {
  return stubApi({ 'GET /api/freelance/get-task': () => jsonResponse(ok({ task: tasks })), ...more });
}

/** The tasks' clock: their due dates (4 Mar 2026) are ahead. */
const NOW = new Date('2026-03-02T06:00:00.000Z');

describe('task requests (/task-req)', () => {
  beforeEach(() => {
    // Only Date: the clock stands still, timers stay real.
    vi.setSystemTime(NOW);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows each task: status, due date, location and both contacts as 4-3-rest tel links', async () => {
    stubTasks([makeTask(1)]);
    renderRoutes(routes, '/task-req');

    expect(await screen.findByRole('heading', { level: 2, name: 'Property 1' })).toBeInTheDocument();
    const first = card('Property 1');
    expect(within(first).getByText('Assigned')).toBeInTheDocument();
    const due = within(fact(first, 'Due')).getByText('4 Mar 2026');
    expect(due.tagName).toBe('TIME');
    expect(due).toHaveAttribute('datetime', '2026-03-04T12:00:00.000Z');
    expect(fact(first, 'Location')).toHaveTextContent('Baneshwor, Kathmandu');
    expect(
      within(fact(first, 'Primary contact')).getByRole('link', { name: '9841-234-567' }),
    ).toHaveAttribute('href', 'tel:9841234567');
    expect(
      within(fact(first, 'Secondary contact')).getByRole('link', { name: '9807-654-321' }),
    ).toHaveAttribute('href', 'tel:9807654321');
    expect(screen.getByRole('link', { name: 'View accepted tasks' })).toHaveAttribute(
      'href',
      '/accepted-work',
    );
  });

  it('cuts the description after 50 characters with an ellipsis; Show more reveals the rest', async () => {
    const text = (length: number) => 'x'.repeat(length - 1) + 'y';
    stubTasks([
      makeTask(1, { description: text(49) }),
      makeTask(2, { description: text(50) }),
      makeTask(3, { description: text(51) }),
    ]);
    const { user } = renderRoutes(routes, '/task-req');
    await screen.findByRole('heading', { name: 'Property 1' });

    expect(TASK_DESCRIPTION_PREVIEW).toBe(50);
    expect(within(card('Property 1')).getByText(text(49))).toBeInTheDocument();
    expect(within(card('Property 2')).getByText(text(50))).toBeInTheDocument();
    expect(within(card('Property 1')).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(card('Property 2')).queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    const third = card('Property 3');
    expect(within(third).getByText(`${'x'.repeat(50)}…`)).toBeInTheDocument();
    const more = within(third).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(third).getByText(text(51))).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('View Directions opens Google Maps directions to the coordinate in a new tab', async () => {
    stubTasks([makeTask(1)]);
    renderRoutes(routes, '/task-req');
    await screen.findByRole('heading', { name: 'Property 1' });

    const directions = within(card('Property 1')).getByRole('link', { name: /^View Directions/ });
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=27.6915,85.342',
    );
    expect(directions).toHaveAttribute('target', '_blank');
    expect(directions).toHaveAttribute('rel', 'noopener noreferrer');
    expect(directions).toHaveAccessibleDescription('Property 1');
  });

  it("says 'Location coordinates missing' when the property has no coordinate", async () => {
    const task = makeTask(1);
    stubTasks([{ ...task, room: roomOf(task, { coordinate: null }) }]);
    const { user } = renderRoutes(routes, '/task-req');
    await screen.findByRole('heading', { name: 'Property 1' });

    await user.click(within(card('Property 1')).getByRole('button', { name: 'View Directions' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Location coordinates missing');
    await user.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('accepts a task: PUT /freelance/accept/{id}, the card leaves, a success toast, the badge is refreshed', async () => {
    const [first, second] = [makeTask(1), makeTask(2)];
    let open = [first, second];
    const fetchMock = stubApi({
      'GET /api/freelance/get-task': () => jsonResponse(ok({ task: open })),
      [`PUT /api/freelance/accept/${first._id}`]: () => {
        open = [second];
        return jsonResponse(
          ok({ ...first, isAccepted: true, status: 'accepted' }, 'Task accepted successfully!'),
        );
      },
    });
    const { user, queryClient } = renderRoutes(routes, '/task-req');
    await screen.findByRole('heading', { name: 'Property 1' });
    queryClient.setQueryData(['user', 'details'], { role: 'Freelancer', task: [first, second] });

    await user.click(within(card('Property 1')).getByRole('button', { name: 'Accept Task' }));

    expect(await screen.findByText('Task accepted successfully!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Task accepted successfully!');
    expect(callsTo(fetchMock, `/api/freelance/accept/${first._id}`)).toHaveLength(1);
    expect(callsTo(fetchMock, `/api/freelance/accept/${first._id}`)[0]?.method).toBe('PUT');
    expect(queryCard('Property 1')).not.toBeInTheDocument();
    expect(card('Property 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Property 2' })).toHaveFocus();
    expect(queryClient.getQueryState(['user', 'details'])?.isInvalidated).toBe(true);
  });

  it("shows the server's reason when accepting fails, and keeps the card", async () => {
    const task = makeTask(1);
    stubApi({
      'GET /api/freelance/get-task': () => jsonResponse(ok({ task: [task] })),
      [`PUT /api/freelance/accept/${task._id}`]: () =>
        jsonResponse(failure('Another freelancer has already accepted this task.'), 409),
    });
    const { user } = renderRoutes(routes, '/task-req');
    await screen.findByRole('heading', { name: 'Property 1' });

    await user.click(within(card('Property 1')).getByRole('button', { name: 'Accept Task' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another freelancer has already accepted this task.',
    );
  });

  it('falls back to the published text when accepting fails without a message', async () => {
    const task = makeTask(1);
    stubApi({
      'GET /api/freelance/get-task': () => jsonResponse(ok({ task: [task] })),
      [`PUT /api/freelance/accept/${task._id}`]: () => jsonResponse(failure(''), 500),
    });
    const { user } = renderRoutes(routes, '/task-req');
    await screen.findByRole('heading', { name: 'Property 1' });

    await user.click(within(card('Property 1')).getByRole('button', { name: 'Accept Task' }));

    expect(await screen.findByText('Failed to accept task. Please try again.')).toBeInTheDocument();
    expect(card('Property 1')).toBeInTheDocument();
  });

  it('says so when the tasks cannot be loaded, and Retry loads them again', async () => {
    let fail = true;
    stubApi({
      'GET /api/freelance/get-task': () =>
        fail ? jsonResponse(failure(''), 500) : jsonResponse(ok({ task: [makeTask(1)] })),
    });
    const { user } = renderRoutes(routes, '/task-req');

    expect(await screen.findByText('Failed to load tasks. Please try again later.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Property 1' })).toBeInTheDocument();
  });

  it('says so when there are no tasks', async () => {
    stubTasks([]);
    renderRoutes(routes, '/task-req');
    expect(await screen.findByText('No tasks right now')).toBeInTheDocument();
  });
});

describe('task requests over time (fake timers)', () => {
  beforeEach(() => {
    stubClock(NOW);
  });

  const overdue = (name: string) => within(card(name)).queryByText('Overdue');

  it('marks a task Overdue once its due date has passed, not before', async () => {
    stubTasks([
      makeTask(1, { expiry: '2026-03-02T05:59:59.000Z' }),
      makeTask(2, { expiry: '2026-03-03T06:00:00.000Z' }),
    ]);
    renderRoutes(routes, '/task-req');
    await settle();

    expect(overdue('Property 1')).toBeInTheDocument();
    expect(within(card('Property 1')).getByText('Expired')).toBeInTheDocument();
    expect(within(card('Property 1')).queryByRole('button', { name: 'Accept Task' })).not.toBeInTheDocument();
    expect(overdue('Property 2')).not.toBeInTheDocument();
    expect(within(card('Property 2')).getByRole('button', { name: 'Accept Task' })).toBeInTheDocument();
  });

  it('shows Overdue while the page is open, the moment the due time passes', async () => {
    stubTasks([makeTask(1, { expiry: '2026-03-02T06:01:00.000Z' })]);
    renderRoutes(routes, '/task-req');
    await settle();
    expect(overdue('Property 1')).not.toBeInTheDocument();

    await passTime(59_999);
    expect(overdue('Property 1')).not.toBeInTheDocument();
    expect(within(card('Property 1')).getByRole('button', { name: 'Accept Task' })).toBeInTheDocument();

    await passTime(1);
    expect(overdue('Property 1')).toBeInTheDocument();
    expect(within(card('Property 1')).queryByRole('button', { name: 'Accept Task' })).not.toBeInTheDocument();
  });

  it('takes a toast away after 5 s: there at 4.9 s, gone at 5 s', async () => {
    const task = makeTask(1);
    stubTasks([{ ...task, room: roomOf(task, { coordinate: null }) }]);
    renderRoutes(routes, '/task-req');
    await settle();

    fireEvent.click(within(card('Property 1')).getByRole('button', { name: 'View Directions' }));
    expect(screen.getByText('Location coordinates missing')).toBeInTheDocument();

    await passTime(TOAST_MS - 100);
    expect(screen.getByText('Location coordinates missing')).toBeInTheDocument();

    await passTime(100);
    expect(screen.queryByText('Location coordinates missing')).not.toBeInTheDocument();
  });
});
