import { LISTING_CODES } from '@app/shared';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeHostel, makeTask, ROOM_ID } from '@/test/factories';
import { makeImageFile } from '@/test/image-files';
import { stubObjectUrls } from '@/test/object-url-stub';
import { renderRoutes } from '@/test/render';
import { answerChecklist } from '@/test/visit-checklist';
import { VerifyHostelPage, type VerifyHostelSubmitHook } from './verify-hostel-page';

const TASK_ID = makeTask(1)._id;

/** The server refuses the visit, naming the kitchen and the dining room, by code and by text only. */
const refused = new ApiError({
  status: 400,
  message: 'Please choose whether the hostel has a kitchen',
  fieldErrors: { kitchen: 'Kitchen: sent as text', dining: 'Dining room: sent as text only' },
  fieldErrorCodes: { kitchen: LISTING_CODES.hostelVerification.kitchen },
});
const mutate = vi.fn((_variables: unknown, { onError }: { onError: (error: unknown) => void }) =>
  onError(refused),
);
const useRefusingSubmit = (() => ({ mutate, isPending: false })) as unknown as VerifyHostelSubmitHook;

beforeEach(() => {
  stubObjectUrls();
  mutate.mockClear();
});

const field = (name: string) => screen.getByLabelText(name, { exact: false });

describe('the hostel verification form (/verify/{id}/{taskId})', () => {
  it('shows the server’s errors for the kitchen and dining room under their choices', async () => {
    stubApi({ [`GET /api/hostels/get/${ROOM_ID}`]: () => jsonResponse(ok(makeHostel({ _id: ROOM_ID }))) });
    const { user } = renderRoutes(
      [{ path: '/verify/:id/:taskId', element: <VerifyHostelPage useSubmit={useRefusingSubmit} /> }],
      `/verify/${ROOM_ID}/${TASK_ID}`,
    );
    await screen.findByRole('heading', { level: 2 });
    await user.type(field('Number of rooms'), '10');
    await user.type(field('Number of beds'), '30');
    await user.type(field('Number of bathrooms'), '4');
    for (const legend of ['Kitchen', 'Dining room']) {
      await user.click(
        within(screen.getByRole('group', { name: legend })).getByRole('radio', { name: 'Yes' }),
      );
    }
    await user.type(field('Length (m)'), '4');
    await user.type(field('Width (m)'), '3');
    await answerChecklist(user, 'hostel');
    await user.upload(document.getElementById('verify-hostel-photos') as HTMLInputElement, [
      makeImageFile('front.jpg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Complete task' }));

    expect(mutate).toHaveBeenCalledOnce();
    expect(screen.getByRole('group', { name: 'Kitchen' })).toHaveAccessibleDescription(
      'Please choose whether the hostel has a kitchen',
    );
    expect(screen.getByRole('group', { name: 'Dining room' })).toHaveAccessibleDescription(
      'Dining room: sent as text only',
    );
  });
});
