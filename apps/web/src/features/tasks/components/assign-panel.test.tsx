import { ASSIGN_CLOSE_MS } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, failure, jsonResponse, ok, requestedUrls, stubApi, type Handler } from '@/test/api-stub';
import { renderRoutes } from '@/test/render';
import { ROOM_ID, freelancerData, jsonBodyOf, propertyData, taskData } from '../test/fixtures';
import { AssignPanel } from './assign-panel';

const routes = [{ path: '/unverified', element: <AssignPanel property={propertyData()} /> }];
const FREELANCERS_URL = '/api/freelance/verified-location';
const ASSIGN_URL = `/api/freelance/assign/${ROOM_ID}`;

const [hari, sita, gita] = [
  freelancerData(1, {
    name: 'Hari Thapa',
    location: 'Baneshwor, Kathmandu',
    phone: '9841234567',
    openTasks: 2,
  }),
  freelancerData(2, {
    name: 'Sita Rai',
    location: 'Jawalakhel, Lalitpur',
    phone: '9807654321',
    openTasks: 1,
  }),
  freelancerData(3, { name: 'Gita Shrestha', location: 'Bhaktapur', phone: '9812345678' }),
];

function serve(more: Record<string, Handler> = {}, freelancers = [hari, sita, gita]) {
  return stubApi({ [`GET ${FREELANCERS_URL}`]: () => jsonResponse(ok(freelancers)), ...more });
}

const openButton = () => screen.getByRole('button', { name: 'Assign freelancers' });
const panel = () => screen.getByRole('region', { name: 'Assign freelancers to “Thapa Niwas”' });
const checkbox = (name: string) => within(panel()).getByRole('checkbox', { name });
const description = () => within(panel()).getByLabelText('Task description');
const submit = () => within(panel()).getByRole('button', { name: 'Assign task' });

describe('assign panel (/unverified)', () => {
  it('opens on demand and loads the freelancers for the property’s location', async () => {
    const fetchMock = serve();
    const { user } = renderRoutes(routes, '/unverified');
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(openButton());

    expect(openButton()).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel()).findByRole('checkbox', { name: 'Hari Thapa' })).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toEqual([`${FREELANCERS_URL}?location=Baneshwor%2C+Kathmandu`]);
    expect(within(panel()).getAllByRole('checkbox')).toHaveLength(3);
    expect(checkbox('Hari Thapa')).toHaveAccessibleDescription(
      'Baneshwor, Kathmandu · 9841-234-567 · 2 open tasks',
    );
    expect(checkbox('Sita Rai')).toHaveAccessibleDescription(
      'Jawalakhel, Lalitpur · 9807-654-321 · 1 open task',
    );
  });

  it("says 'No Professionals Available' when nobody is approved", async () => {
    serve({}, []);
    const { user } = renderRoutes(routes, '/unverified');
    await user.click(openButton());
    expect(await within(panel()).findByText('No Professionals Available')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Assign task' })).not.toBeInTheDocument();
  });

  it("filters the list by name or location, and says 'No matches found'", async () => {
    serve();
    const { user } = renderRoutes(routes, '/unverified');
    await user.click(openButton());
    const filter = await within(panel()).findByLabelText('Filter by name or location');

    await user.type(filter, 'lalitpur');
    expect(within(panel()).getAllByRole('checkbox')).toHaveLength(1);
    expect(checkbox('Sita Rai')).toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, 'gita');
    expect(checkbox('Gita Shrestha')).toBeInTheDocument();
    expect(within(panel()).queryByRole('checkbox', { name: 'Hari Thapa' })).not.toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, 'Pokhara');
    expect(within(panel()).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(panel()).getByText('No matches found')).toBeInTheDocument();
  });

  it('checks the form with the shared schema’s messages and sends nothing', async () => {
    const fetchMock = serve();
    const { user } = renderRoutes(routes, '/unverified');
    await user.click(openButton());
    await within(panel()).findByRole('checkbox', { name: 'Hari Thapa' });

    await user.click(submit());

    expect(await within(panel()).findByText('Please select at least one freelancer')).toBeInTheDocument();
    expect(within(panel()).getByText('Please enter a task description')).toBeInTheDocument();
    expect(within(panel()).getByRole('group', { name: 'Professionals' })).toHaveFocus();
    expect(description()).toHaveAccessibleDescription(
      'What to check on site, and anything the freelancer should know. Please enter a task description',
    );
    expect(callsTo(fetchMock, ASSIGN_URL)).toHaveLength(0);
  });

  it('sends the chosen freelancers, the description and the due date', async () => {
    const fetchMock = serve({
      [`POST ${ASSIGN_URL}`]: () => jsonResponse(ok(taskData(1), 'Task assigned successfully!'), 201),
    });
    const { user } = renderRoutes(routes, '/unverified');
    await user.click(openButton());
    await user.click(await within(panel()).findByRole('checkbox', { name: 'Hari Thapa' }));
    await user.click(checkbox('Gita Shrestha'));
    expect(within(panel()).getByText('2 selected')).toBeInTheDocument();
    await user.type(description(), '  Measure the rooms. ');
    await user.type(within(panel()).getByLabelText(/^Due date/), '2026-12-01');
    await user.click(submit());

    expect(await within(panel()).findByText('Task assigned successfully!')).toBeInTheDocument();
    const [init] = callsTo(fetchMock, ASSIGN_URL);
    expect(init?.method).toBe('POST');
    expect(jsonBodyOf(init)).toEqual({
      freelancerIds: [hari._id, gita._id],
      description: 'Measure the rooms.',
      expiry: '2026-12-01',
    });
  });

  it("shows the server's reason when assigning fails, and keeps what was typed", async () => {
    serve({ [`POST ${ASSIGN_URL}`]: () => jsonResponse(failure('This property is already verified.'), 409) });
    const { user } = renderRoutes(routes, '/unverified');
    await user.click(openButton());
    await user.click(await within(panel()).findByRole('checkbox', { name: 'Sita Rai' }));
    await user.type(description(), 'Measure the rooms.');
    await user.click(submit());

    expect(await within(panel()).findByRole('alert')).toHaveTextContent('This property is already verified.');
    expect(description()).toHaveValue('Measure the rooms.');
    expect(checkbox('Sita Rai')).toBeChecked();
  });

  it('falls back to the published text when assigning fails without a message, with field errors by the fields', async () => {
    serve({
      [`POST ${ASSIGN_URL}`]: () =>
        jsonResponse(failure('', { errors: { expiry: 'The due date must be in the future.' } }), 400),
    });
    const { user } = renderRoutes(routes, '/unverified');
    await user.click(openButton());
    await user.click(await within(panel()).findByRole('checkbox', { name: 'Sita Rai' }));
    await user.type(description(), 'Measure the rooms.');
    await user.click(submit());

    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Failed to assign task. Please try again.',
    );
    expect(within(panel()).getByText('The due date must be in the future.')).toBeInTheDocument();
  });

  it('says so when the freelancers cannot be loaded, and Retry loads them again', async () => {
    let fail = true;
    stubApi({
      [`GET ${FREELANCERS_URL}`]: () => (fail ? jsonResponse(failure(''), 500) : jsonResponse(ok([hari]))),
    });
    const { user } = renderRoutes(routes, '/unverified');
    await user.click(openButton());

    expect(
      await within(panel()).findByText('Failed to load freelancers. Please try again later.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByRole('checkbox', { name: 'Hari Thapa' })).toBeInTheDocument();
  });
});

describe('assign panel closing (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains each user-event call with a setTimeout(0) that it only advances
    // itself under Jest's fake timers; this shim lets it do the same under Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** Lets the answers (and React Query's notifications) land, without moving the clock. */
  async function settle() {
    for (let i = 0; i < 10; i += 1) await act(() => vi.advanceTimersByTimeAsync(0));
  }

  it('confirms, then closes the panel exactly 1.5 s later', async () => {
    const fetchMock = serve({
      [`POST ${ASSIGN_URL}`]: () => jsonResponse(ok(taskData(1), 'Task assigned successfully!'), 201),
    });
    renderRoutes(routes, '/unverified');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await user.click(openButton());
    await settle();
    await user.click(checkbox('Sita Rai'));
    await user.type(description(), 'Measure the rooms.');
    await user.click(submit());
    await settle();

    expect(within(panel()).getByRole('status')).toHaveTextContent('Task assigned successfully!');
    expect(jsonBodyOf(callsTo(fetchMock, ASSIGN_URL)[0])).toEqual({
      freelancerIds: [sita._id],
      description: 'Measure the rooms.',
    });
    expect(openButton()).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(ASSIGN_CLOSE_MS - 1));
    expect(panel()).toBeVisible();
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
