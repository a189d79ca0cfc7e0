import { ASSIGN_CLOSE_MS } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  failure,
  jsonBodyOf,
  jsonResponse,
  ok,
  requestedUrls,
  stubApi,
  type Handler,
} from '@/test/api-stub';
import { passTime, settle, stubClock } from '@/test/clock';
import { makeProperty, makeTask, makeVerifiedFreelancer, ROOM_ID } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import { AssignPanel } from './assign-panel';

const routes = [{ path: '/unverified', element: <AssignPanel property={makeProperty({ _id: ROOM_ID })} /> }];
const FREELANCERS_URL = '/api/freelance/verified-location';
const ASSIGN_URL = `/api/freelance/assign/${ROOM_ID}`;

const [hari, sita, gita] = [
  makeVerifiedFreelancer(1, {
    name: 'Hari Thapa',
    location: 'Baneshwor, Kathmandu',
    phone: '9841234567',
    openTasks: 2,
  }),
  makeVerifiedFreelancer(2, {
    name: 'Sita Rai',
    location: 'Jawalakhel, Lalitpur',
    phone: '9807654321',
    openTasks: 1,
  }),
  makeVerifiedFreelancer(3, { name: 'Gita Shrestha', location: 'Bhaktapur', phone: '9812345678' }),
];

function stubFreelancers(more: Record<string, Handler> = {}, freelancers = [hari, sita, gita]) {
  return stubApi({ [`GET ${FREELANCERS_URL}`]: () => jsonResponse(ok(freelancers)), ...more });
}

const openButton = () => screen.getByRole('button', { name: 'Assign freelancers' });
const panel = () => screen.getByRole('region', { name: 'Assign freelancers to “Thapa Niwas”' });
const checkbox = (name: string) => within(panel()).getByRole('checkbox', { name });
const description = () => within(panel()).getByLabelText('Task description');
const submit = () => within(panel()).getByRole('button', { name: 'Assign task' });

describe('assign panel (/unverified)', () => {
  it('opens on demand and loads the freelancers for the property’s location', async () => {
    const fetchMock = stubFreelancers();
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
    stubFreelancers({}, []);
    const { user } = renderRoutes(routes, '/unverified');
    await user.click(openButton());
    expect(await within(panel()).findByText('No Professionals Available')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Assign task' })).not.toBeInTheDocument();
  });

  it("filters the list by name or location, and says 'No matches found'", async () => {
    stubFreelancers();
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
    const fetchMock = stubFreelancers();
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
    const fetchMock = stubFreelancers({
      [`POST ${ASSIGN_URL}`]: () => jsonResponse(ok(makeTask(1), 'Task assigned successfully!'), 201),
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
    stubFreelancers({
      [`POST ${ASSIGN_URL}`]: () => jsonResponse(failure('This property is already verified.'), 409),
    });
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
    stubFreelancers({
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
    stubClock();
  });

  it('confirms, then closes the panel exactly 1.5 s later', async () => {
    const fetchMock = stubFreelancers({
      [`POST ${ASSIGN_URL}`]: () => jsonResponse(ok(makeTask(1), 'Task assigned successfully!'), 201),
    });
    const { user } = renderRoutes(routes, '/unverified');
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

    await passTime(ASSIGN_CLOSE_MS - 1);
    expect(panel()).toBeVisible();
    expect(openButton()).toHaveAttribute('aria-expanded', 'true');

    await passTime(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(openButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
