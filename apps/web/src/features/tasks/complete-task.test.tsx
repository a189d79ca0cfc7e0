import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeProperty, makeTask, makeUser, ROOM_ID } from '@/test/factories';
import { lastXhr, stubXhr } from '@/test/fake-xhr';
import { stubObjectUrls } from '@/test/object-url-stub';
import { fillPropertyVerification } from '@/test/property-verification';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';

const TASK_ID = makeTask(1)._id;
/** The first render loads the lazy route chunks and the user-details schema: slow on a busy machine. */
const SLOW_START = { timeout: 5000 };

beforeEach(() => {
  stubXhr();
  stubObjectUrls();
});

describe('task completion (/verify/{id}/{taskId})', () => {
  it('is the verification form, sent as multipart to /freelance/complete/{roomId}/{taskId}', async () => {
    logIn();
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'Freelancer' }))),
      [`GET /api/landlords/${ROOM_ID}`]: () => jsonResponse(ok(makeProperty({ _id: ROOM_ID }))),
    });
    const { user, queryClient } = renderApp(`/verify/${ROOM_ID}/${TASK_ID}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete verification task' }, SLOW_START),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' })).toBeInTheDocument();
    queryClient.setQueryData(['tasks', 'accepted'], []);

    await fillPropertyVerification(user);
    await user.click(screen.getByRole('button', { name: 'Complete task' }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/freelance/complete/${ROOM_ID}/${TASK_ID}`);
    expect(Object.fromEntries([...xhr.form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      length: '12.5',
      width: '8',
      room: '4',
      bathroom: '2',
      description: 'Two floors, sunny.',
      check_water: 'yes',
      check_backupPower: 'yes',
      check_roadAccess: 'yes',
      check_kitchen: 'yes',
      check_bathroomsSeen: 'yes',
      check_fireExtinguisher: 'yes',
      check_cctvCommonOnly: 'yes',
    });
    expect(xhr.form.getAll('image')).toHaveLength(1);

    act(() =>
      xhr.respond(
        200,
        ok(makeProperty({ _id: ROOM_ID, verified: true }), 'Task completed. The property is now verified.'),
      ),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Task completed. The property is now verified.');
    expect(queryClient.getQueryState(['tasks', 'accepted'])?.isInvalidated).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: /verified room, flat or hostel/ }),
    ).toBeInTheDocument();
  });
});

describe('task completion: the way back', () => {
  it('Back goes to the accepted tasks when the form was opened directly', async () => {
    logIn();
    stubApi({
      'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'Freelancer' }))),
      [`GET /api/landlords/${ROOM_ID}`]: () => jsonResponse(ok(makeProperty({ _id: ROOM_ID }))),
      'GET /api/freelance/accepted': () => jsonResponse(ok([])),
    });
    const { user } = renderApp(`/verify/${ROOM_ID}/${TASK_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' }, SLOW_START);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accepted tasks' })).toBeInTheDocument();
  });
});
