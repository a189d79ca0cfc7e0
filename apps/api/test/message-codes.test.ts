import { englishOf, isMessageCode, type MessageCode, type MessageParams } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { AppError, badRequest, notFound } from '../src/lib/app-error';
import { failure, ok, okMessage } from '../src/lib/envelope';
import { bearer, createUser, login } from './factories';
import { buildTestApp } from './helper';
import { addHostel, validHostel } from './listings';

const app = await buildTestApp();
const SOME_ID = '7d3c2d0e-8f7a-4c55-9b7e-2f0e7d3a9c11';

type Envelope = {
  message: string;
  messageCode: MessageCode;
  messageParams?: MessageParams;
  errors?: Record<string, string>;
  errorCodes?: Record<string, MessageCode>;
};

/** Every message of an answer has a catalogue code, and its English is that code's text. */
function expectCoded(body: Envelope) {
  expect(isMessageCode(body.messageCode), body.messageCode).toBe(true);
  expect(body.message).toBe(englishOf(body.messageCode, body.messageParams));
  expect(Object.keys(body.errorCodes ?? {})).toEqual(Object.keys(body.errors ?? {}));
  for (const [field, code] of Object.entries(body.errorCodes ?? {})) {
    expect(isMessageCode(code), `${field}: ${code}`).toBe(true);
    expect(body.errors?.[field]).toBe(englishOf(code));
  }
}

describe('every message the API sends carries its code', () => {
  it('a field error: `errors` keeps the English as the outside client reads it, `errorCodes` the codes', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/buyers/add-buyer/hostel/${SOME_ID}`,
      payload: {
        name: 'Sita',
        email: 'sita@example.com',
        phone: '9841234567',
        No_of_people: 2.5,
        No_of_rooms: 99999,
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<Envelope & { code: string }>();
    expect(body).toMatchObject({
      success: false,
      error: true,
      code: 'VALIDATION',
      message: 'Number of people must be a whole number',
      messageCode: 'applications.peopleWhole',
      errors: {
        No_of_people: 'Number of people must be a whole number',
        No_of_rooms: 'Number of rooms can be at most 1000',
      },
      errorCodes: { No_of_people: 'applications.peopleWhole', No_of_rooms: 'applications.roomsMax' },
    });
    expectCoded(body);
  });

  it('a description over its limit names the limit, never zod’s wording', async () => {
    const { accessToken } = await login(app, (await createUser(app)).email);
    const hostel = await addHostel(app, accessToken, validHostel, 1);
    const res = await app.inject({
      method: 'PUT',
      url: `/api/hostels/edit-details/${hostel._id}`,
      headers: bearer(accessToken),
      payload: {
        name: 'Sunrise',
        location: 'Putalisadak',
        room: 5,
        contact_no: '9841234567',
        price: 8000,
        description: 'a'.repeat(5001),
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { description: 'Description can be at most 5000 characters.' },
      errorCodes: { description: 'listings.hostel.descriptionTooLong' },
    });
  });

  it('a body that is not even an object gets the general message, not zod’s', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/user/login', payload: ['sita@example.com'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      messageCode: 'common.invalidValue',
      message: 'Please check this value.',
    });
    expectCoded(res.json());
  });

  it.each([
    ['an unknown route', { method: 'GET', url: '/api/no-such-route' }, 404, 'common.notFound'],
    ['no login', { method: 'GET', url: '/api/user/user-details' }, 401, 'common.loginRequired'],
    [
      'broken JSON',
      {
        method: 'POST',
        url: '/api/user/login',
        payload: '{"email":',
        headers: { 'content-type': 'application/json' },
      },
      400,
      'common.request.invalidJson',
    ],
    [
      'a NUL byte',
      { method: 'GET', url: '/api/hostels/by-address?location=a%00b' },
      400,
      'common.request.controlCharacters',
    ],
    [
      'a listing that does not exist',
      { method: 'GET', url: `/api/hostels/get/${SOME_ID}` },
      404,
      'listings.notFound',
    ],
    ['an id that is no id', { method: 'GET', url: '/api/hostels/get/42' }, 400, 'listings.notFound'],
    [
      'a path parameter over the router’s limit',
      { method: 'GET', url: `/api/hostels/get/${'a'.repeat(150)}` },
      414,
      'common.request.addressTooLong',
    ],
  ] as const)('%s', async (_label, request, status, code) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ messageCode: code });
    expectCoded(res.json());
  });

  it('a success says its message by code too', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/resend-verification',
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, messageCode: 'auth.verificationSent' });
    expectCoded(res.json());
  });
});

describe('a 429 carries its code and the wait', () => {
  it('from the per-email limiter', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/user/resend-verification',
        payload: { email: 'many@example.com' },
      });
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await send());
    const limited = answers.at(-1)!;
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      messageCode: 'common.rateLimited.minutes',
      messageParams: { minutes: 60 },
      message: 'Too many attempts. Please wait 60 minutes and try again.',
    });
    expectCoded(limited.json());
  });

  it('from the per-route limiter of applications (counted before the body is checked)', async () => {
    const apply = () =>
      app.inject({
        method: 'POST',
        url: `/api/buyers/add-buyer/${SOME_ID}`,
        payload: {},
        remoteAddress: '10.99.0.1',
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await apply()).statusCode);
    const limited = await apply();
    expect(statuses).toEqual(Array<number>(10).fill(400));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', messageCode: 'common.rateLimited.minutes' });
    expectCoded(limited.json());
  });
});

describe('only catalogue codes can be sent', () => {
  it('is a type error to send free text, and the builders put English beside the code', () => {
    // @ts-expect-error free text is not a message code
    expect(() => badRequest('Something is off')).not.toThrow();
    // @ts-expect-error free text is not a message code
    expect(new AppError(409, 'Already done').messageCode).toBe('Already done');
    // @ts-expect-error free text is not a message code
    okMessage('Saved.');
    // @ts-expect-error free text is not a message code
    failure('Oops');

    expect(notFound().message).toBe('Not found');
    expect(ok({ id: 1 }, 'listings.photoRemoved')).toEqual({
      success: true,
      error: false,
      message: 'Photo removed.',
      messageCode: 'listings.photoRemoved',
      data: { id: 1 },
    });
    expect(
      failure('common.forbidden', { code: 'FORBIDDEN', errors: { image: 'listings.images.tooLarge' } }),
    ).toEqual({
      success: false,
      error: true,
      message: 'You do not have permission to do this.',
      messageCode: 'common.forbidden',
      code: 'FORBIDDEN',
      errors: { image: "Some files exceed the 5MB limit and weren't uploaded." },
      errorCodes: { image: 'listings.images.tooLarge' },
    });
  });
});
