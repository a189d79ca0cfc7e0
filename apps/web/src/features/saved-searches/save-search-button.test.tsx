import { screen, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isSearchKind } from '@/config/paths';
import { i18n } from '@/i18n';
import { takeReturnTo } from '@/lib/return-to';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, requestedUrls, stubApi } from '@/test/api-stub';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { SaveSearchButton } from './save-search-button';

const URL = '/api/saved-searches';
const FILTERED =
  '/bhada/hostel?location=Kirtipur%2C+Kathmandu&sort=price_asc&gender=girls&maxPrice=10000&pages=2';

function SearchPageStandIn() {
  const { kind } = useParams();
  return <SaveSearchButton kind={isSearchKind(kind) ? kind : 'hostel'} />;
}

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/bhada/:kind', Component: SearchPageStandIn },
      { path: '/login', element: <h1>Login page</h1> },
      { path: '/saved-searches', element: <h1>Saved searches page</h1> },
    ],
    path,
  );
}

const saved = (body: unknown) =>
  jsonResponse(
    ok(
      {
        _id: 's1',
        paused: false,
        createdAt: '2026-11-27T00:00:00.000Z',
        updatedAt: '2026-11-27T00:00:00.000Z',
        ...(body as object),
      },
      'Search saved.',
      {
        messageCode: 'savedSearches.saved',
      },
    ),
    201,
  );

describe('Save this search', () => {
  it('saves the search the page shows under the name given, and says so', async () => {
    logIn();
    const fetchMock = stubApi({ [`POST ${URL}`]: (init) => saved(jsonBodyOf(init)) });
    const { user } = renderAt(FILTERED);

    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Hostels in Kirtipur');
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, '  Girls hostels near TU ');
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }));

    expect(
      await within(dialog).findByText(
        'Search saved. We will email you once a day when new verified listings match it.',
      ),
    ).toHaveFocus();
    expect(jsonBodyOf(callsTo(fetchMock, URL)[0])).toEqual({
      name: 'Girls hostels near TU',
      kind: 'hostel',
      query: { location: 'Kirtipur, Kathmandu', sort: 'price_asc', gender: 'girls', maxPrice: 10000 },
    });
    expect(within(dialog).getByRole('link', { name: 'Manage saved searches' })).toHaveAttribute(
      'href',
      '/saved-searches',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save this search' })).toHaveFocus();
  });

  it('saves a property search as one, with only the filters a property search reads', async () => {
    logIn();
    const fetchMock = stubApi({ [`POST ${URL}`]: (init) => saved(jsonBodyOf(init)) });
    const { user } = renderAt('/bhada/bhada?location=Pokhara&propertyType=flat,room&gender=girls');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Rooms and flats in Pokhara');
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    await screen.findByRole('status');
    expect(jsonBodyOf(callsTo(fetchMock, URL)[0])).toMatchObject({
      kind: 'property',
      query: { location: 'Pokhara', propertyType: ['room', 'flat'] },
    });
  });

  it('checks the name before sending it', async () => {
    logIn();
    const fetchMock = stubApi({});
    const { user } = renderAt('/bhada/hostel');
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Hostels anywhere in Nepal');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByText('Please give this search a name.')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(requestedUrls(fetchMock)).toEqual([]);
  });

  it('shows the server’s limit of 10, with the way to the saved searches, keeping the dialog', async () => {
    logIn();
    stubApi({
      [`POST ${URL}`]: () =>
        jsonResponse(
          failure('You can keep at most 10 saved searches. Delete one to save this search.', {
            code: 'SAVED_SEARCH_LIMIT',
            messageCode: 'savedSearches.limitReached',
          }),
          409,
        ),
    });
    const { user, router } = renderAt(FILTERED);
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can keep at most 10 saved searches. Delete one to save this search.',
    );
    await user.click(screen.getByRole('link', { name: 'Manage saved searches' }));
    expect(router.state.location.pathname).toBe('/saved-searches');
  });

  it('sends a visitor to log in and back to this search, where the dialog opens again', async () => {
    stubApi({});
    const { user, router } = renderAt(FILTERED);
    await user.click(await screen.findByRole('button', { name: 'Save this search' }));
    const dialog = screen.getByRole('dialog', { name: 'Log in to save this search' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: 'Log in' }));
    expect(router.state.location.pathname).toBe('/login');
    const back = takeReturnTo();
    expect(back).toBe(`${FILTERED}#save-search`);

    logIn();
    await router.navigate(back ?? '');
    expect(await screen.findByRole('dialog', { name: 'Save this search' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Hostels in Kirtipur');
    expect(router.state.location.hash).toBe('');
    expect(router.state.location.search).toContain('gender=girls');
  });

  it('closes on Escape; in Nepali', async () => {
    await i18n.changeLanguage('ne');
    logIn();
    stubApi({});
    const { user } = renderAt('/bhada/hostel?location=Kirtipur');
    await user.click(await screen.findByRole('button', { name: 'यो खोज सेभ गर्नुहोस्' }));
    expect(screen.getByRole('textbox', { name: 'नाम' })).toHaveValue('Kirtipur का होस्टेलहरू');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
