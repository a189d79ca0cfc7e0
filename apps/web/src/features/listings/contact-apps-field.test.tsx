import { ATTRIBUTE_MESSAGES } from '@app/shared';
import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { readDraft, saveDraft } from '@/lib/form-draft';
import { callsTo, failure, jsonBodyOf, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeHostel, makeProperty } from '@/test/factories';
import { lastXhr, stubXhr } from '@/test/fake-xhr';
import { makeImageFile } from '@/test/image-files';
import { stubObjectUrls } from '@/test/object-url-stub';
import { renderRoutes } from '@/test/render';
import { logIn } from '@/test/session';
import { AddHostelPage } from './add-hostel-page';
import { AddPropertyPage } from './add-property-page';
import { EditHostelDetailsPage } from './edit-hostel-details-page';
import { EditPropertyDetailsPage } from './edit-property-details-page';

const HOSTEL_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const PROPERTY_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const routes = [
  { path: '/hostel', element: <AddHostelPage /> },
  { path: '/gharbeti', element: <AddPropertyPage /> },
  { path: '/edit-details/:id', element: <EditHostelDetailsPage /> },
  { path: '/edit-property/:id', element: <EditPropertyDetailsPage /> },
  { path: '/control-hostel', element: <p>My listings page</p> },
  { path: '/login', element: <p>Login page</p> },
];

const APPS = 'Tenants can also message you on';
const field = (name: string) => screen.getByLabelText(name, { exact: false });
const apps = () => screen.getByRole('group', { name: APPS });
const app = (name: 'WhatsApp' | 'Viber') => within(apps()).getByRole('checkbox', { name });
const ticked = () =>
  within(apps())
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('label')?.textContent);
/** Typing the place asks for suggestions whenever the typing pauses. */
const noSuggestions = { 'GET /api/geocode/autocomplete': () => jsonResponse(ok([])) };

beforeEach(() => {
  stubXhr();
  stubObjectUrls();
});

describe('“Tenants can also message you on” on the hostel forms', () => {
  async function fillHostel(user: ReturnType<typeof renderRoutes>['user']) {
    await screen.findByRole('heading', { level: 1, name: 'List your hostel' });
    await user.type(field('Hostel name'), 'Annapurna Girls Hostel');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Kirtipur, Kathmandu');
    await user.type(field('Rooms available'), '10');
    await user.type(field('Contact number'), '9841234567');
    await user.type(field('Monthly price (NPR)'), '9500');
    await user.upload(document.getElementById('hostel-photos') as HTMLInputElement, [
      makeImageFile('front.jpg'),
    ]);
  }

  it('sits under the contact number, sends each app ticked as a repeated field, and keeps it after a refusal', async () => {
    logIn();
    stubApi(noSuggestions);
    const { user } = renderRoutes(routes, '/hostel');
    await fillHostel(user);
    expect(apps()).toHaveAccessibleDescription(
      'Messages come to the contact number above. Leave both unticked to take calls only.',
    );
    expect(field('Contact number').compareDocumentPosition(apps())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(ticked()).toEqual([]);
    await user.click(app('Viber'));
    await user.click(app('WhatsApp'));

    await user.click(screen.getByRole('button', { name: 'Submit hostel' }));
    expect(lastXhr().form.getAll('contactApps')).toEqual(['whatsapp', 'viber']);
    act(() =>
      lastXhr().respond(
        400,
        failure('Invalid', {
          errors: { contactApps: 'Apps?' },
          errorCodes: { contactApps: 'attributes.contactAppsInvalid' },
        }),
      ),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    expect(apps()).toHaveAccessibleDescription(
      expect.stringContaining(ATTRIBUTE_MESSAGES.contactAppsInvalid) as string,
    );
    expect(ticked()).toEqual(['WhatsApp', 'Viber']);
  });

  it('sends none when none is ticked', async () => {
    logIn();
    stubApi(noSuggestions);
    const { user } = renderRoutes(routes, '/hostel');
    await fillHostel(user);
    await user.click(screen.getByRole('button', { name: 'Submit hostel' }));
    expect(lastXhr().form.has('contactApps')).toBe(false);
  });

  it('is kept in the draft of a visitor’s form and given back, unknown apps dropped', async () => {
    stubApi(noSuggestions);
    const first = renderRoutes(routes, '/hostel');
    await fillHostel(first.user);
    await first.user.click(app('WhatsApp'));
    await first.user.click(screen.getByRole('button', { name: 'Submit hostel' }));
    await screen.findByRole('alertdialog');
    expect(readDraft('hostel')?.values).toMatchObject({ contactApps: ['whatsapp'] });
    first.unmount();

    await saveDraft('hostel', { name: 'Annapurna', contactApps: ['viber', 'telegram'] });
    logIn();
    renderRoutes(routes, '/hostel');
    expect(await screen.findByText('We kept what you typed. Check it and press Submit.')).toBeInTheDocument();
    expect(ticked()).toEqual(['Viber']);
  });

  it('the edit form shows the apps stored, and unticking them all clears them', async () => {
    logIn();
    const fetchMock = stubApi({
      [`GET /api/hostels/get/${HOSTEL_ID}`]: () =>
        jsonResponse(ok(makeHostel({ _id: HOSTEL_ID, contactApps: ['whatsapp'] }))),
      [`PUT /api/hostels/edit-details/${HOSTEL_ID}`]: () => jsonResponse(ok(makeHostel({ _id: HOSTEL_ID }))),
    });
    const { user } = renderRoutes(routes, `/edit-details/${HOSTEL_ID}`);
    expect(await screen.findByRole('group', { name: APPS })).toBeInTheDocument();
    expect(ticked()).toEqual(['WhatsApp']);

    await user.click(app('WhatsApp'));
    await user.click(screen.getByRole('button', { name: 'Update Hostel' }));
    await screen.findByRole('alertdialog');
    expect(jsonBodyOf(callsTo(fetchMock, `/api/hostels/edit-details/${HOSTEL_ID}`)[0])).toMatchObject({
      contactApps: [],
    });
  });

  it('reads in Nepali', async () => {
    logIn();
    stubApi(noSuggestions);
    await i18n.changeLanguage('ne');
    renderRoutes(routes, '/hostel');
    const group = await screen.findByRole('group', {
      name: 'भाडामा बस्न खोज्नेहरूले तपाईंलाई यसमा पनि म्यासेज गर्न सक्छन्',
    });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['WhatsApp', 'Viber']);
  });
});

describe('“Tenants can also message you on” on the property forms', () => {
  async function fillProperty(user: ReturnType<typeof renderRoutes>['user']) {
    await screen.findByRole('heading', { level: 1, name: 'List your property' });
    await user.type(field('Property name'), 'Thapa Niwas');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Baneshwor');
    await user.type(field('Primary contact number'), '9801234567');
    await user.type(field('Monthly rent (NPR)'), '25000');
  }

  it('sends the apps ticked in the JSON body', async () => {
    logIn();
    const fetchMock = stubApi({
      ...noSuggestions,
      'POST /api/landlords/add': () => jsonResponse(ok(makeProperty(), 'Property submitted.'), 201),
    });
    const { user } = renderRoutes(routes, '/gharbeti');
    await fillProperty(user);
    expect(apps()).toHaveAccessibleDescription(
      'Messages come to your primary contact number. Leave both unticked to take calls only.',
    );
    await user.click(app('WhatsApp'));
    await user.click(screen.getByRole('button', { name: 'Submit property' }));
    await screen.findByRole('alertdialog');
    expect(jsonBodyOf(callsTo(fetchMock, '/api/landlords/add')[0])).toMatchObject({
      contactApps: ['whatsapp'],
    });
  });

  it('with photos, sends each app ticked as a repeated multipart field', async () => {
    logIn();
    stubApi(noSuggestions);
    const { user } = renderRoutes(routes, '/gharbeti');
    await fillProperty(user);
    await user.upload(document.getElementById('property-photos') as HTMLInputElement, [
      makeImageFile('front.jpg'),
    ]);
    await user.click(app('Viber'));
    await user.click(app('WhatsApp'));
    await user.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(lastXhr().form.getAll('contactApps')).toEqual(['whatsapp', 'viber']);
  });

  it('gives the apps of a kept draft back', async () => {
    await saveDraft('property', { name: 'Thapa Niwas', contactApps: ['viber', 'imo'] });
    logIn();
    stubApi(noSuggestions);
    renderRoutes(routes, '/gharbeti');
    expect(await screen.findByText('We kept what you typed. Check it and press Submit.')).toBeInTheDocument();
    expect(ticked()).toEqual(['Viber']);
  });

  it('the edit form shows the apps stored and sends the owner’s choice', async () => {
    logIn();
    const fetchMock = stubApi({
      [`GET /api/landlords/${PROPERTY_ID}`]: () =>
        jsonResponse(
          ok(
            makeProperty({
              _id: PROPERTY_ID,
              isOwner: true,
              description: 'Two rooms and a kitchen.',
              contactApps: ['viber'],
            }),
          ),
        ),
      [`PUT /api/landlords/edit-details/${PROPERTY_ID}`]: () =>
        jsonResponse(ok(makeProperty({ _id: PROPERTY_ID, isOwner: true }), 'Property updated.')),
    });
    const { user } = renderRoutes(routes, `/edit-property/${PROPERTY_ID}`);
    expect(await screen.findByRole('group', { name: APPS })).toBeInTheDocument();
    expect(ticked()).toEqual(['Viber']);

    await user.click(app('WhatsApp'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('alertdialog');
    expect(jsonBodyOf(callsTo(fetchMock, `/api/landlords/edit-details/${PROPERTY_ID}`)[0])).toMatchObject({
      contactApps: ['whatsapp', 'viber'],
    });
  });
});
