import { describe, expect, it } from 'vitest';
import { bearer, createUser, login, nextIp } from './factories';
import { buildTestApp } from './helper';

const app = await buildTestApp();
await app.ready();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** Every API route, as the OpenAPI document (built from the registered routes) lists it. */
function apiRoutes(): { method: Method; url: string }[] {
  const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((m) => METHODS.has(m))
      .map((m) => ({
        method: m.toUpperCase() as Method,
        url: path.replace(/\{[^}]+\}/g, path.includes('verify-email') ? 'some-code' : SOME_ID),
      })),
  );
}

/** The one route whose 401 is about the refresh token, as the client's refresh-and-retry expects. */
const REFRESH_ROUTE = '/api/user/refresh-token';
const LOGOUT = '/api/user/logout';

describe('401 means only "your access token is missing, invalid or expired"', () => {
  const routes = apiRoutes();

  it('finds the routes to walk', () => {
    expect(routes.length).toBeGreaterThan(35);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/user/login' });
    expect(routes).toContainEqual({ method: 'PUT', url: `/api/freelance/accept/${SOME_ID}` });
  });

  it.each(['ADMIN', 'USER', 'Freelancer'] as const)(
    'no route answers 401 to a caller with a valid access token (%s), whatever the body',
    async (role) => {
      const { accessToken } = await login(app, (await createUser(app, { role })).email);
      const answers: string[] = [];
      // Logging out ends the session (its token then rightly answers 401), so it goes last.
      const walk = routes
        .filter((r) => r.url !== REFRESH_ROUTE)
        .sort((a, b) => Number(a.url === LOGOUT) - Number(b.url === LOGOUT));
      for (const route of walk) {
        for (const payload of [undefined, {}, { email: 'nobody@example.com', password: 'wrong-password' }]) {
          const res = await app.inject({
            ...route,
            headers: bearer(accessToken),
            remoteAddress: nextIp(),
            ...(payload && route.method !== 'GET' ? { payload } : {}),
          });
          if (res.statusCode === 401) answers.push(`${route.method} ${route.url}: ${res.body}`);
        }
      }
      expect(answers).toEqual([]);
    },
  );
});
