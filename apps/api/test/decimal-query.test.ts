import { COMMON_CODES, SEARCH_CODES, englishOf, type MessageCode } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login } from './factories';
import { buildTestApp } from './helper';

// Numbers in a query string are decimal: `Number()` reads '?page=0x2' as page 2, and the routes
// answered that page. They refuse it with the field's own message, as they refuse '?page=two'.
const app = await buildTestApp();
let admin: string;

beforeAll(async () => {
  admin = (await login(app, (await createUser(app, { role: 'ADMIN' })).email)).accessToken;
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(admin) });

describe('numbers in a query string', () => {
  it.each([
    ['/api/hostels/by-address?page=0x2', 'page', COMMON_CODES.page.number],
    ['/api/landlords/verified/by-address?limit=0b11', 'limit', COMMON_CODES.page.size],
    ['/api/hostels/by-address?maxPrice=0x10', 'maxPrice', SEARCH_CODES.priceInvalid],
    ['/api/reports?page=0x2', 'page', COMMON_CODES.page.number],
    ['/api/reports?limit=0o7', 'limit', COMMON_CODES.page.size],
  ] as const)('%s is refused with the field’s message', async (url, field, code: MessageCode) => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      message: englishOf(code),
      messageCode: code,
      errorCodes: { [field]: code },
    });
  });

  it.each(['/api/hostels/by-address?page=2&limit=3&maxPrice=16', '/api/reports?page=2&limit=7'])(
    '%s, in decimal, is answered',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().meta).toMatchObject({ page: 2 });
    },
  );
});
