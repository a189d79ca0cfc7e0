import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { jsonResponse, ok, stubApi } from '@/test/api-stub';
import { makeHostel, makeTask, makeUser } from '@/test/factories';
import { makeImageFile } from '@/test/image-files';
import { lastXhr, stubXhr } from '@/test/fake-xhr';
import { stubObjectUrls } from '@/test/object-url-stub';
import { stubGeolocation } from '@/test/geolocation';
import { renderApp } from '@/test/render';
import { logIn } from '@/test/session';
import { answerChecklist } from '@/test/visit-checklist';

const HOSTEL_ID = '5c2d9e8f-1a3b-4c5d-8e7f-6a5b4c3d2e1f';
const TASK_ID = makeTask(1)._id;
const URL = `/verify/${HOSTEL_ID}/${TASK_ID}?kind=hostel`;
/** The first render loads the lazy route chunks and the user-details schema: slow on a busy machine. */
const SLOW_START = { timeout: 5000 };

beforeEach(() => {
  stubXhr();
  stubObjectUrls();
  logIn();
  stubApi({
    'GET /api/user/user-details': () => jsonResponse(ok(makeUser({ role: 'Freelancer' }))),
    [`GET /api/hostels/get/${HOSTEL_ID}`]: () => jsonResponse(ok(makeHostel({ _id: HOSTEL_ID }))),
  });
});

const field = (name: string) => screen.getByLabelText(name, { exact: false });
const shownErrors = () =>
  Array.from(document.querySelectorAll('.form-field__error')).map((e) => e.textContent);

describe('a hostel’s task completion (/verify/{id}/{taskId}?kind=hostel)', () => {
  it('checks every count with the shared schema’s messages, in English and in Nepali', async () => {
    const { user } = renderApp(URL);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete hostel verification task' }, SLOW_START),
    ).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Everest Boys Hostel' });

    await user.type(field('Number of beds'), '0');
    await user.click(screen.getByRole('button', { name: 'Complete task' }));

    // The form checks asynchronously (the schema runs in the resolver): wait for its answer.
    await waitFor(() => expect(shownErrors()).toHaveLength(16));
    expect(shownErrors()).toEqual([
      'Please enter the number of rooms',
      'Number of beds must be at least 1',
      'Please enter the number of bathrooms',
      'Please choose whether the hostel has a kitchen',
      'Please choose whether the hostel has a dining room',
      'Please enter the length of a typical room',
      'Please enter the width of a typical room',
      ...Array<string>(8).fill('Please answer yes, no or not seen.'),
      'Please upload at least one image of the hostel',
    ]);
    expect(field('Number of rooms')).toHaveFocus();

    await act(() => i18n.changeLanguage('ne'));
    expect(shownErrors()).toEqual([
      'कृपया कोठाको संख्या लेख्नुहोस्',
      'बेडको संख्या कम्तीमा १ हुनुपर्छ',
      'कृपया बाथरूमको संख्या लेख्नुहोस्',
      'कृपया होस्टेलमा भान्सा छ कि छैन छान्नुहोस्',
      'कृपया होस्टेलमा खाना खाने कोठा छ कि छैन छान्नुहोस्',
      'कृपया सामान्य कोठाको लम्बाइ लेख्नुहोस्',
      'कृपया सामान्य कोठाको चौडाइ लेख्नुहोस्',
      ...Array<string>(8).fill('कृपया छ, छैन वा देखिएन मध्ये एउटा छान्नुहोस्।'),
      'कृपया होस्टेलको कम्तीमा एउटा फोटो अपलोड गर्नुहोस्',
    ]);
  });

  it('sends the counts, checklist, notes and photos as the task’s completion, then says the hostel is verified', async () => {
    stubGeolocation({ lat: 27.705, lon: 85.318 });
    const { user } = renderApp(URL);
    await screen.findByRole('heading', { level: 2, name: 'Everest Boys Hostel' }, SLOW_START);

    await user.type(field('Number of rooms'), '14');
    await user.type(field('Number of beds'), '32');
    await user.type(field('Number of bathrooms'), '5');
    const kitchen = screen.getByRole('group', { name: 'Kitchen' });
    await user.click(within(kitchen).getByRole('radio', { name: 'Yes' }));
    const dining = screen.getByRole('group', { name: 'Dining room' });
    await user.click(within(dining).getByRole('radio', { name: 'No' }));
    await user.type(field('Length (m)'), '4.2');
    await user.type(field('Width (m)'), '3.5');
    await answerChecklist(user, 'hostel', { 'Municipal operating permit on display': 'Not seen' });
    await user.type(field('Hours of water a day'), '18');
    await user.type(field('Your notes from the visit'), 'Clean rooms; the permit was not on the wall.');
    await user.upload(document.getElementById('verify-hostel-photos') as HTMLInputElement, [
      makeImageFile('beds.jpg'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Complete task' }));

    const xhr = lastXhr();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(`/api/freelance/complete/${HOSTEL_ID}/${TASK_ID}`);
    expect(Object.fromEntries([...xhr.form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      room: '14',
      beds: '32',
      bathroom: '5',
      kitchen: 'true',
      dining: 'false',
      length: '4.2',
      width: '3.5',
      description: 'Clean rooms; the permit was not on the wall.',
      check_water: 'yes',
      check_backupPower: 'yes',
      check_roadAccess: 'yes',
      check_kitchen: 'yes',
      check_bathroomsSeen: 'yes',
      check_fireExtinguisher: 'yes',
      check_cctvCommonOnly: 'yes',
      check_operatingPermit: 'not_seen',
      water_hours: '18',
      position_lat: '27.705',
      position_lon: '85.318',
    });
    expect(xhr.form.getAll('image')).toHaveLength(1);

    const verified = makeHostel({ _id: HOSTEL_ID, verified: true, beds: 32, kitchen: true, dining: false });
    act(() => xhr.respond(200, ok(verified, 'Task completed. The hostel is now verified.')));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Task completed. The hostel is now verified.',
    );
  });
});
