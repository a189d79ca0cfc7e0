import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, createFixtures, type Fixtures } from './authorization-fixtures';
import { REFUSED, ROUTES, urlOf } from './authorization-matrix';
import { bearer, nextIp } from './factories';
import { buildTestApp } from './helper';

// Every route as Fastify registers it.
const registered = new Set<string>();
const onRoute = (route: RouteOptions) => {
  // HEAD routes are Fastify's automatic twins of the GET routes; a prefix's '/' and '' are one route.
  const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
  for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${url}`);
};

// A built web app, so the static routes that serve it are registered (and walked) too.
const webDist = await mkdtemp(path.join(tmpdir(), 'gb-web-'));
await mkdir(path.join(webDist, 'assets'));
await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Ghar Bhada</title>');
await writeFile(path.join(webDist, 'assets', 'app.js'), 'console.log(1);');
afterAll(() => rm(webDist, { recursive: true, force: true }));

const app = await buildTestApp({ env: { WEB_DIST_DIR: webDist }, onRoute });

let fixtures: Fixtures;
beforeAll(async () => {
  fixtures = await createFixtures(app);
});

describe('who may call each route', () => {
  it('the table lists every route the app registers, once, and nothing else', () => {
    const listed = ROUTES.map((row) => row.route);
    expect(listed.filter((route, i) => listed.indexOf(route) !== i)).toEqual([]);
    expect([...registered].sort()).toEqual([...listed].sort());
  });

  it.each(ROUTES.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    const [method, routePath] = row.route.split(' ') as [HTTPMethods, string];
    const answers: number[] = [];
    const unexpected: string[] = [];
    for (const [i, actor] of ACTORS.entries()) {
      const expected = row.expect[i] ?? 0;
      const call = (await row.call?.(fixtures, actor, !REFUSED.has(expected))) ?? {};
      const token = call.token === undefined ? fixtures.tokenOf(actor) : call.token;
      const res = await app.inject({
        method,
        url: urlOf(routePath, call),
        headers: token ? bearer(token) : {},
        ...(call.payload && { payload: call.payload }),
        ...(call.cookies && { cookies: call.cookies }),
        remoteAddress: call.remoteAddress ?? nextIp(),
      });
      answers.push(res.statusCode);
      if (res.statusCode !== expected)
        unexpected.push(`${actor}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    }
    expect({ answers, unexpected }).toEqual({ answers: row.expect, unexpected: [] });
  });
});
