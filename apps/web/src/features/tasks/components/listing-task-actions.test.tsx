import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeTask, makeVerifiedFreelancer, ROOM_ID } from '@/test/factories';
import { renderRoutes } from '@/test/render';
import { ListingTaskActions } from './listing-task-actions';

const listing = { _id: ROOM_ID, name: 'Thapa Niwas', location: 'Baneshwor, Kathmandu' };
const routes = [{ path: '/unverified', element: <ListingTaskActions listing={listing} /> }];
const hari = { _id: '11111111-1111-4111-8111-111111111111', name: 'Hari Thapa' };
const sita = { _id: '22222222-2222-4222-8222-222222222222', name: 'Sita Rai' };
const assignees = [hari, sita].map((a) => ({
  ...a,
  email: 'x@example.com',
  phone: '9841234567',
  location: 'Kathmandu',
}));

describe('a listing’s card in the admin’s queue', () => {
  it('shows the open task instead of offering to assign again: who, when assigned, when due, accepted or not', async () => {
    const task = makeTask(1, {
      assignedTo: assignees,
      createdAt: '2026-03-01T04:15:00.000Z',
      expiry: '2099-03-04T12:00:00.000Z',
    });
    stubApi({ 'GET /api/freelance/open-tasks': () => jsonResponse(ok([task])) });
    renderRoutes(routes, '/unverified');

    const summary = await screen.findByRole('region', { name: /Verification task open/ });
    expect(within(summary).getByText('Offered to').nextElementSibling).toHaveTextContent(
      'Hari Thapa, Sita Rai',
    );
    expect(within(summary).getByText('Assigned on').nextElementSibling).toHaveTextContent('1 Mar 2026');
    expect(within(summary).getByText('Due').nextElementSibling).toHaveTextContent('2099');
    expect(within(summary).getByText('Accepted on').nextElementSibling).toHaveTextContent('Not accepted yet');
    expect(within(summary).getByText('Assigned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign freelancers' })).not.toBeInTheDocument();
  });

  it('names the freelancer who accepted it, in Nepali too', async () => {
    const task = makeTask(1, {
      assignedTo: assignees,
      expiry: '2099-03-04T12:00:00.000Z',
      isAccepted: true,
      status: 'accepted',
      acceptedBy: sita._id,
      acceptedAt: '2026-03-02T05:00:00.000Z',
    });
    stubApi({ 'GET /api/freelance/open-tasks': () => jsonResponse(ok([task])) });
    renderRoutes(routes, '/unverified');

    const summary = await screen.findByRole('region', { name: /Verification task open/ });
    expect(within(summary).getByText('Accepted by').nextElementSibling).toHaveTextContent('Sita Rai');
    expect(within(summary).getByText('Accepted on').nextElementSibling).toHaveTextContent('2 Mar 2026');
    expect(within(summary).getByText('In Progress')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByRole('region', { name: /प्रमाणीकरणको काम खुला छ/ })).toBeInTheDocument();
    expect(within(summary).getByText('स्वीकार गर्ने').nextElementSibling).toHaveTextContent('Sita Rai');
  });

  it('offers to assign when the listing has no open task; a 409 says why and the card then shows the task', async () => {
    const other = makeTask(2, { room: { ...makeTask(2).room, _id: '33333333-3333-4333-8333-333333333333' } });
    const made = makeTask(3, { assignedTo: assignees, expiry: '2099-03-04T12:00:00.000Z' });
    let openTasks = [other];
    stubApi({
      'GET /api/freelance/open-tasks': () => jsonResponse(ok(openTasks)),
      'GET /api/freelance/verified-location': () =>
        jsonResponse(ok([makeVerifiedFreelancer(1, { name: 'Hari Thapa' })])),
      [`POST /api/freelance/assign/${ROOM_ID}`]: () => {
        openTasks = [other, made];
        return jsonResponse(
          failure(
            'This listing already has an open verification task. Wait until it is completed or past its due date.',
            { messageCode: 'tasks.openTask' },
          ),
          409,
        );
      },
    });
    const { user } = renderRoutes(routes, '/unverified');

    await user.click(await screen.findByRole('button', { name: 'Assign freelancers' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Hari Thapa' }));
    await user.type(screen.getByLabelText('Task description'), 'Count the beds.');
    await user.click(screen.getByRole('button', { name: 'Assign task' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This listing already has an open verification task. Wait until it is completed or past its due date.',
    );

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('region', { name: /Verification task open/ })).toBeInTheDocument();
  });
});
