import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import {
  callsTo,
  deferred,
  failure,
  jsonBodyOf,
  jsonResponse,
  ok,
  stubApi,
  type Handler,
} from '@/test/api-stub';
import { makeOwnerListing, makeUser } from '@/test/factories';
import { ownerListingsApi } from '@/test/owner-listings-api';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { MyListingsPage } from '../my-listings-page';

const routes = [{ path: '/control-hostel', element: <MyListingsPage /> }];
const SAVED = ok(undefined, 'Your display name is saved.', { messageCode: 'auth.displayNameSaved' });

interface Server {
  /** What the account chose before (null: none, so its listings show 'Sita'). */
  displayName?: string | null;
  /** user-details' names once a save went through. */
  after?: { displayName: string | null; listedBy: string };
  /** PUT /user/display-name's answer. */
  save?: Handler;
}

/** The dashboard of Sita Sharma, signed in, once the name her listings show is on screen. */
async function renderDashboard({
  displayName = null,
  after = { displayName: 'Sita Didi', listedBy: 'Sita Didi' },
  save = () => jsonResponse(SAVED),
}: Server = {}) {
  logIn();
  let saved = false;
  const fetchMock = stubApi({
    ...ownerListingsApi([makeOwnerListing(1)]),
    'GET /api/user/user-details': () =>
      jsonResponse(ok(makeUser(saved ? after : { displayName, listedBy: displayName ?? 'Sita' }))),
    'PUT /api/user/display-name': async (init, url) => {
      const answer = await save(init, url);
      saved ||= answer.ok;
      return answer;
    },
  });
  const view = renderRoutes(routes, '/control-hostel');
  await screen.findByText(/^Name shown on your listings:/);
  const saves = () => callsTo(fetchMock, '/api/user/display-name').map(jsonBodyOf);
  return { ...view, fetchMock, saves };
}

const part = () => screen.getByRole('region', { name: 'Name shown on your listings' });
const field = () => screen.getByRole('textbox', { name: 'New name' });
const change = () => screen.getByRole('button', { name: 'Change the name shown on your listings' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

describe('the name shown on your listings (/control-hostel)', () => {
  it('shows the first name until one is chosen; Save sends the name and shows the new one and the server’s answer', async () => {
    const { user, saves } = await renderDashboard();
    expect(part()).toHaveTextContent(
      'Name shown on your listings: Sita Your first name, until you choose another.',
    );

    await user.click(change());
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(field()).toHaveAccessibleDescription(
      'Tenants see it on every hostel and room you list. Leave it blank to use your first name.',
    );
    await user.type(field(), '  Sita Didi ');
    await user.click(saveButton());

    await waitFor(() => expect(part()).toHaveTextContent('Name shown on your listings: Sita Didi'));
    expect(saves()).toEqual([{ displayName: 'Sita Didi' }]);
    expect(within(part()).getByRole('status')).toHaveTextContent('Your display name is saved.');
    expect(part()).not.toHaveTextContent('Your first name');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(change()).toHaveFocus();
  });

  it('starts from the chosen name, and a blank field saves null: the first name again', async () => {
    const { user, saves } = await renderDashboard({
      displayName: 'Sita Didi',
      after: { displayName: null, listedBy: 'Sita' },
    });
    expect(part()).toHaveTextContent('Name shown on your listings: Sita Didi');
    expect(part()).not.toHaveTextContent('Your first name');

    await user.click(change());
    expect(field()).toHaveValue('Sita Didi');
    await user.clear(field());
    await user.type(field(), '   ');
    await user.click(saveButton());

    await waitFor(() =>
      expect(part()).toHaveTextContent(
        'Name shown on your listings: Sita Your first name, until you choose another.',
      ),
    );
    expect(saves()).toEqual([{ displayName: null }]);
  });

  it('refuses a name too long with the server’s own message, and sends nothing', async () => {
    const { user, saves } = await renderDashboard();
    await user.click(change());
    await user.type(field(), 'x'.repeat(51));
    await user.click(saveButton());

    expect(field()).toHaveAccessibleDescription(
      expect.stringContaining('Your display name can be at most 50 characters.'),
    );
    expect(field()).toHaveValue('x'.repeat(51));
    expect(saves()).toEqual([]);
  });

  it('keeps what was typed when the save fails, shows why, and saves on a second try', async () => {
    let attempts = 0;
    const { user, saves } = await renderDashboard({
      save: () =>
        ++attempts === 1
          ? jsonResponse(
              failure('The service is unavailable for a moment. Please try again shortly.', {
                messageCode: 'common.unavailable',
              }),
              503,
            )
          : jsonResponse(SAVED),
    });
    await user.click(change());
    await user.type(field(), 'Sita Didi');
    await user.click(saveButton());

    expect(await within(part()).findByRole('alert')).toHaveTextContent(
      'The service is unavailable for a moment. Please try again shortly.',
    );
    expect(field()).toHaveValue('Sita Didi');
    expect(part()).toHaveTextContent('Name shown on your listings: Sita Your first name');

    await user.click(saveButton());
    await waitFor(() => expect(part()).toHaveTextContent('Name shown on your listings: Sita Didi'));
    expect(within(part()).queryByRole('alert')).not.toBeInTheDocument();
    expect(saves()).toHaveLength(2);
  });

  it('ties the server’s field error to the field, by its code, keeping the typed name', async () => {
    const { user } = await renderDashboard({
      save: () =>
        jsonResponse(
          failure('Please check the form.', {
            errors: { displayName: 'Your display name can be at most 50 characters.' },
            errorCodes: { displayName: 'auth.displayNameTooLong' },
          }),
          400,
        ),
    });
    await user.click(change());
    await user.type(field(), 'Sita Didi');
    await user.click(saveButton());

    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription(
        expect.stringContaining('Your display name can be at most 50 characters.'),
      ),
    );
    expect(field()).toHaveValue('Sita Didi');
  });

  it('says Saving… while the save is on its way, and a second press sends nothing more', async () => {
    const answer = deferred<Response>();
    const { user, saves } = await renderDashboard({ save: () => answer.promise });
    await user.click(change());
    await user.type(field(), 'Sita Didi');
    await user.click(saveButton());

    const busy = await screen.findByRole('button', { name: 'Saving…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await user.click(busy);
    answer.resolve(jsonResponse(SAVED));
    await waitFor(() => expect(part()).toHaveTextContent('Name shown on your listings: Sita Didi'));
    expect(saves()).toEqual([{ displayName: 'Sita Didi' }]);
  });

  it('Cancel and Escape keep the name, send nothing and give the focus back to Change', async () => {
    const { user, saves } = await renderDashboard();
    await user.click(change());
    await user.type(field(), 'Someone else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(change()).toHaveFocus();

    await user.click(change());
    await user.type(field(), 'Someone else');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(change()).toHaveFocus();
    expect(part()).toHaveTextContent('Name shown on your listings: Sita');
    expect(saves()).toEqual([]);
  });

  it('speaks Nepali: the part, the form and the server’s answer', async () => {
    const { user } = await renderDashboard();
    await act(() => i18n.changeLanguage('ne'));
    expect(screen.getByText('तपाईंका सूचीमा देखिने नाम: Sita')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'तपाईंका सूचीमा देखिने नाम बदल्नुहोस्' }));
    await user.type(screen.getByRole('textbox', { name: 'नयाँ नाम' }), 'सीता दिदी');
    await user.click(screen.getByRole('button', { name: 'सेभ गर्नुहोस्' }));

    expect(await screen.findByText('तपाईंको देखाइने नाम सेभ भयो।')).toBeInTheDocument();
  });

  it('says when the name could not be loaded, and Retry loads it', async () => {
    logIn();
    let calls = 0;
    stubApi({
      ...ownerListingsApi([makeOwnerListing(1)]),
      'GET /api/user/user-details': () =>
        ++calls === 1 ? jsonResponse(failure(''), 500) : jsonResponse(ok(makeUser())),
    });
    const { user } = renderRoutes(routes, '/control-hostel');

    expect(await screen.findByText('Could not load the name your listings show.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Name shown on your listings: Sita')).toBeInTheDocument();
  });
});
