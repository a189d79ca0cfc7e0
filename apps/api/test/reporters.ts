import type { FastifyInstance } from 'fastify';
import { createUser, login } from './factories';

/*
 * Reports as decision 0016 counts them: only logged-in reporters hold a listing out of search, one
 * per network (/24, /64), and reports are limited per network. A test that means a report to count
 * sends it from an account of its own on a network of its own.
 */

let network = 0;
/**
 * An address in a /24 of its own (nextIp's addresses share a few /24s): the 512 of 198.18.0.0/15,
 * then the same again with another host, so a test file sending fewer gets no network twice.
 */
export function otherNetwork() {
  network += 1;
  return `198.${18 + ((network >> 8) & 1)}.${network & 255}.${7 + (network >> 9)}`;
}

/** Logged-in reporters' access tokens: only their reports count toward holding a listing. */
export async function reporters(app: FastifyInstance, n: number) {
  const tokens: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const user = await createUser(app, { name: `Reporter ${i}` });
    tokens.push((await login(app, user.email)).accessToken);
  }
  return tokens;
}
