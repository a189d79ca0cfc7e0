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

const HOSTEL_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';
const routes = [
  { path: '/hostel', element: <AddHostelPage /> },
  { path: '/gharbeti', element: <AddPropertyPage /> },
  { path: '/edit-details/:id', element: <EditHostelDetailsPage /> },
  { path: '/login', element: <p>Login page</p> },
];

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const group = (name: string) => screen.getByRole('group', { name });
const checkbox = (groupName: string, name: string) =>
  within(group(groupName)).getByRole('checkbox', { name });
const radio = (groupName: string, name: string) => within(group(groupName)).getByRole('radio', { name });
const errorOf = (control: HTMLElement) => document.getElementById(`${control.id}-error`)?.textContent ?? null;

beforeEach(() => {
  stubXhr();
  stubObjectUrls();
});

describe('“About the place” on the hostel forms', () => {
  /** Typing the place asks for suggestions whenever the typing pauses: on a slow machine, mid-way. */
  const noSuggestions = { 'GET /api/geocode/autocomplete': () => jsonResponse(ok([])) };

  async function fillHostel(user: ReturnType<typeof renderRoutes>['user']) {
    await screen.findByRole('heading', { level: 1, name: 'List your hostel' });
    await user.type(field('Hostel name'), 'Annapurna Girls Hostel');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Bagbazar, Kathmandu');
    await user.type(field('Rooms available'), '10');
    await user.type(field('Contact number'), '9841234567');
    await user.type(field('Monthly price (NPR)'), '9500');
    await user.upload(document.getElementById('hostel-photos') as HTMLInputElement, [
      makeImageFile('front.jpg'),
    ]);
    await user.selectOptions(field('Who is it for?'), 'Girls only');
    await user.selectOptions(field('Meals in the rent'), 'All meals');
    await user.click(checkbox('Amenities', 'Hot water'));
    await user.click(checkbox('Amenities', 'Wi-Fi'));
  }

  it('sends who it is for, meals and each amenity as a repeated multipart field', async () => {
    logIn();
    stubApi(noSuggestions);
    const { user } = renderRoutes(routes, '/hostel');
    expect(await screen.findByRole('group', { name: 'About the place' })).toBeInTheDocument();
    await fillHostel(user);

    await user.click(screen.getByRole('button', { name: 'Submit hostel' }));
    const { form } = lastXhr();
    expect(form.get('gender')).toBe('girls');
    expect(form.get('meals')).toBe('all');
    expect(form.getAll('amenities')).toEqual(['wifi', 'hot_water']);
  });

  it('shows the server’s field errors by their code, in the reader’s language', async () => {
    logIn();
    stubApi(noSuggestions);
    const { user } = renderRoutes(routes, '/hostel');
    await fillHostel(user);
    await user.click(screen.getByRole('button', { name: 'Submit hostel' }));

    act(() =>
      lastXhr().respond(
        400,
        failure('Invalid', {
          // The English text differs on purpose: the form must read the code.
          errors: { meals: 'Meals?', amenities: 'Amenities?' },
          errorCodes: { meals: 'attributes.mealsInvalid', amenities: 'attributes.amenityInvalid' },
        }),
      ),
    );
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    expect(errorOf(field('Meals in the rent'))).toBe(ATTRIBUTE_MESSAGES.mealsInvalid);
    expect(field('Meals in the rent')).toHaveAttribute('aria-invalid', 'true');
    expect(group('Amenities')).toHaveAccessibleDescription(
      expect.stringContaining(ATTRIBUTE_MESSAGES.amenityInvalid) as string,
    );
    await act(() => i18n.changeLanguage('ne'));
    expect(errorOf(screen.getByLabelText('भाडामा समावेश खाना'))).toBe('कुन खाना समावेश छ छान्नुहोस्।');
  });

  it('keeps them in the draft of a visitor’s form, and gives them back after the login', async () => {
    stubApi(noSuggestions);
    const first = renderRoutes(routes, '/hostel');
    await fillHostel(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Submit hostel' }));
    await screen.findByRole('alertdialog');
    expect(readDraft('hostel')?.values).toMatchObject({
      gender: 'girls',
      meals: 'all',
      amenities: ['wifi', 'hot_water'],
    });
    first.unmount();

    // A stored list is read defensively: a word that is no amenity is dropped.
    await saveDraft('hostel', {
      name: 'Annapurna',
      gender: 'girls',
      meals: 'some',
      amenities: ['cctv', 'pool'],
    });
    logIn();
    renderRoutes(routes, '/hostel');
    expect(await screen.findByText('We kept what you typed. Check it and press Submit.')).toBeInTheDocument();
    expect(field('Who is it for?')).toHaveValue('girls');
    expect(field('Meals in the rent')).toHaveValue('some');
    expect(checkbox('Amenities', 'CCTV')).toBeChecked();
    expect(
      within(group('Amenities'))
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(1);
  });

  it('the edit form starts from what the hostel says, and sends changes (Not stated clears)', async () => {
    logIn();
    const fetchMock = stubApi({
      [`GET /api/hostels/get/${HOSTEL_ID}`]: () =>
        jsonResponse(
          ok(makeHostel({ _id: HOSTEL_ID, gender: 'boys', meals: 'some', amenities: ['wifi', 'cctv'] })),
        ),
      [`PUT /api/hostels/edit-details/${HOSTEL_ID}`]: () => jsonResponse(ok(makeHostel({ _id: HOSTEL_ID }))),
    });
    const { user } = renderRoutes(routes, `/edit-details/${HOSTEL_ID}`);
    expect(await screen.findByLabelText('Who is it for?')).toHaveValue('boys');
    expect(field('Meals in the rent')).toHaveValue('some');
    expect(checkbox('Amenities', 'Wi-Fi')).toBeChecked();
    expect(checkbox('Amenities', 'CCTV')).toBeChecked();
    expect(checkbox('Amenities', 'Laundry')).not.toBeChecked();

    await user.selectOptions(field('Who is it for?'), 'Not stated');
    await user.click(checkbox('Amenities', 'CCTV'));
    await user.click(checkbox('Amenities', 'Laundry'));
    await user.click(screen.getByRole('button', { name: 'Update Hostel' }));

    await screen.findByRole('alertdialog');
    expect(jsonBodyOf(callsTo(fetchMock, `/api/hostels/edit-details/${HOSTEL_ID}`)[0])).toMatchObject({
      gender: null,
      meals: 'some',
      amenities: ['wifi', 'laundry'],
    });
  });
});

describe('“About the place” on the property form', () => {
  async function fillProperty(user: ReturnType<typeof renderRoutes>['user']) {
    await screen.findByRole('heading', { level: 1, name: 'List your property' });
    await user.type(field('Property name'), 'Thapa Niwas');
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Baneshwor');
    await user.type(field('Primary contact number'), '9801234567');
    await user.type(field('Monthly rent (NPR)'), '25000');
  }

  it('checks the floor with the shared message, then sends every attribute', async () => {
    logIn();
    const fetchMock = stubApi({
      'POST /api/landlords/add': () => jsonResponse(ok(makeProperty(), 'Property submitted.'), 201),
    });
    const { user } = renderRoutes(routes, '/gharbeti');
    await fillProperty(user);
    await user.selectOptions(field('Kind of place'), 'Whole house');
    await user.selectOptions(field('Water supply'), 'Water at set hours');
    await user.click(radio('Furnished?', 'No'));
    await user.click(radio('Parking?', 'Yes'));
    await user.type(field('Floor'), '51');
    expect(field('Floor')).toHaveAccessibleDescription(
      expect.stringContaining('0 is the ground floor.') as string,
    );

    await user.click(screen.getByRole('button', { name: 'Submit property' }));
    expect(errorOf(field('Floor'))).toBe(ATTRIBUTE_MESSAGES.floorInvalid);
    expect(callsTo(fetchMock, '/api/landlords/add')).toHaveLength(0);

    await user.clear(field('Floor'));
    await user.type(field('Floor'), '0');
    await user.click(screen.getByRole('button', { name: 'Submit property' }));
    await screen.findByRole('alertdialog');
    expect(jsonBodyOf(callsTo(fetchMock, '/api/landlords/add')[0])).toMatchObject({
      propertyType: 'house',
      furnished: false,
      parking: true,
      water: 'scheduled',
      floor: 0,
    });
  });

  it('in Nepali, Parking? is answered छ / छैन (a has-it fact) and Furnished? हो / होइन', async () => {
    logIn();
    stubApi({});
    await i18n.changeLanguage('ne');
    renderRoutes(routes, '/gharbeti');
    const answers = async (groupName: string) =>
      within(await screen.findByRole('group', { name: groupName }))
        .getAllByRole('radio')
        .map((option) => option.closest('label')?.textContent);
    expect(await answers('पार्किङ?')).toEqual(['छ', 'छैन']);
    expect(await answers('फर्निचरसहित?')).toEqual(['हो', 'होइन']);
  });

  it('leaves out what the owner did not say, and shows the server’s field errors by code', async () => {
    logIn();
    const fetchMock = stubApi({
      'POST /api/landlords/add': () =>
        jsonResponse(
          failure('Invalid', {
            errors: { water: 'Water?' },
            errorCodes: { water: 'attributes.waterInvalid' },
          }),
          400,
        ),
    });
    const { user } = renderRoutes(routes, '/gharbeti');
    await fillProperty(user);
    await user.click(screen.getByRole('button', { name: 'Submit property' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'OK' }));

    const body = jsonBodyOf(callsTo(fetchMock, '/api/landlords/add')[0]) as Record<string, unknown>;
    for (const name of ['propertyType', 'furnished', 'parking', 'water', 'floor'])
      expect(body).not.toHaveProperty(name);
    expect(errorOf(field('Water supply'))).toBe(ATTRIBUTE_MESSAGES.waterInvalid);
  });
});
