import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { failure, jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeEvidence, makeProperty } from '@/test/factories';
import { FakeXhr, lastXhr, stubXhr } from '@/test/fake-xhr';
import { stubGeolocation } from '@/test/geolocation';
import { stubObjectUrls } from '@/test/object-url-stub';
import { fillPropertyVerification } from '@/test/property-verification';
import { renderRoutes } from '@/test/render';
import { answerChecklist } from '@/test/visit-checklist';
import { VerifyPropertyPage } from './verify-property-page';

// Listing ids are UUIDs: the screen shows "Page not found" for anything else.
const PROPERTY_ID = '7a1e4c2b-5d3f-4a8e-b6c9-0d1e2f3a4b5c';
/** The property under verification. */
const thisProperty = (overrides: Parameters<typeof makeProperty>[0] = {}) =>
  makeProperty({ _id: PROPERTY_ID, ...overrides });

const routes = [
  { path: '/verify/:id', element: <VerifyPropertyPage /> },
  { path: '/', element: <p>Home page</p> },
];

beforeEach(() => {
  stubXhr();
  stubObjectUrls();
});

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const shownErrors = () =>
  Array.from(document.querySelectorAll('.form-field__error')).map((e) => e.textContent);

describe('property verification form (/verify/{id})', () => {
  it('checks every field with the published messages, photos included', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    const { user } = renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' })).toBeInTheDocument();
    expect(screen.getByText('JPG or PNG, max 5 MB each')).toBeInTheDocument();

    await user.type(field('Number of rooms'), '0');
    await user.click(screen.getByRole('button', { name: 'Verify property' }));

    expect(shownErrors()).toEqual([
      'Please enter the length of the property',
      'Please enter the width of the property',
      'Number of rooms must be at least 1',
      'Please enter the number of bathrooms',
      ...Array<string>(7).fill('Please answer yes, no or not seen.'),
      'Please enter the description of the property',
      'Please upload at least one image of the property',
    ]);
    expect(field('Length (m)')).toHaveFocus();
  });

  it('sends the measurements and photos, then goes home after OK', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    const { user } = renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' });

    await fillPropertyVerification(user);
    await user.click(screen.getByRole('button', { name: 'Verify property' }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/landlords/verify/${PROPERTY_ID}`);
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

    act(() => xhr.respond(200, ok(thisProperty({ verified: true }))));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('asks every checklist item with the server’s message, and sends nothing until answered', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    const { user } = renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' });

    await fillPropertyVerification(user, { checklist: false });
    // jsdom has no geolocation: the form says no position goes, and submitting stays possible.
    expect(
      screen.getByText(/This browser cannot share a position, so none will be sent/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify property' }));

    expect(shownErrors()).toEqual(Array(7).fill('Please answer yes, no or not seen.'));
    expect(
      within(screen.getByRole('group', { name: 'Water supply' })).getByRole('radio', { name: 'Yes' }),
    ).toHaveFocus();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('sends the answers, water hours, floor found, the phone’s position and the notes', async () => {
    const ask = stubGeolocation({ lat: 27.7172, lon: 85.324 });
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    const { user } = renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' });
    expect(
      screen.getByText(/When you choose photos, your phone will ask to share its position/),
    ).toBeInTheDocument();

    await fillPropertyVerification(user, { checklist: false });
    await answerChecklist(user, 'property', {
      'Backup power (inverter or generator)': 'No',
      'Fire extinguisher': 'Not seen',
    });
    await user.type(field('Hours of water a day'), '6');
    await user.type(field('Floor the place is on'), '1');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/Your position will be sent with the photos/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify property' }));

    expect(Object.fromEntries([...lastXhr().form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      length: '12.5',
      width: '8',
      room: '4',
      bathroom: '2',
      description: 'Two floors, sunny.',
      check_water: 'yes',
      check_backupPower: 'no',
      check_roadAccess: 'yes',
      check_kitchen: 'yes',
      check_bathroomsSeen: 'yes',
      check_fireExtinguisher: 'not_seen',
      check_cctvCommonOnly: 'yes',
      water_hours: '6',
      floor: '1',
      position_lat: '27.7172',
      position_lon: '85.324',
    });
  });

  it('submits without a position when the phone refuses it, and keeps everything on a server error', async () => {
    stubGeolocation('refused');
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    const { user } = renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' });

    await fillPropertyVerification(user);
    await user.type(field('Hours of water a day'), '4');
    expect(
      screen.getByText(/Your phone did not share its position, so none will be sent/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify property' }));

    const xhr = lastXhr();
    expect(xhr.form.has('position_lat')).toBe(false);
    expect(xhr.form.get('check_water')).toBe('yes');
    expect(xhr.form.get('water_hours')).toBe('4');

    act(() => xhr.respond(500, failure('Something went wrong')));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(field('Hours of water a day')).toHaveValue(4);
    expect(field('Description of the property')).toHaveValue('Two floors, sunny.');
    const water = screen.getByRole('group', { name: 'Water supply' });
    expect(within(water).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(document.querySelectorAll('#verify-photos ~ * li, .photo-picker__grid li')).toHaveLength(1);
  });

  it('says so when the property cannot be loaded', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(failure(''), 500) });
    renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    expect(await screen.findByText('Failed to load property details. Please try again.')).toBeInTheDocument();
  });

  it('shows “Page not found” for an id that is no listing id, without asking the server', async () => {
    const fetchMock = stubApi({});
    renderRoutes(routes, '/verify/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows “Page not found” when the server has no such property', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(failure('Listing not found'), 404) });
    renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says when a property is verified already, by whom, and what verifying again replaces', async () => {
    const measures = { length: 10, width: 8, area: 80, rooms: 3, bathrooms: 1 };
    const verified = thisProperty({
      verified: true,
      evidence: makeEvidence({
        verifier: { kind: 'freelancer', firstName: 'Hari' },
        verifiedAt: '2026-03-02T10:00:00.000Z',
        expiresAt: '2026-08-29T10:00:00.000Z',
        measured: measures,
        stated: measures,
      }),
    });
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(verified)) });
    renderRoutes(routes, `/verify/${PROPERTY_ID}`);

    const note = await screen.findByRole('region', { name: 'This property is already verified' });
    expect(note).toHaveTextContent('Verified on 2 Mar 2026 by Hari.');
    expect(note).toHaveTextContent('the new photos replace the earlier verifier’s photos');
    // Verifying again is allowed: the form is still there.
    expect(screen.getByRole('button', { name: 'Verify property' })).toBeInTheDocument();
  });

  it('shows no such note for a property waiting for verification', async () => {
    stubApi({ [`GET /api/landlords/${PROPERTY_ID}`]: () => jsonResponse(ok(thisProperty())) });
    renderRoutes(routes, `/verify/${PROPERTY_ID}`);
    await screen.findByRole('heading', { level: 2, name: 'Thapa Niwas' });
    expect(screen.queryByText('This property is already verified')).not.toBeInTheDocument();
  });
});
