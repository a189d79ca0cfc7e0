import { randomBytes } from 'node:crypto';
import type { Role } from '@app/shared';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../src/modules/auth/passwords';
import { insertUser } from '../src/modules/auth/repository';

export const DEFAULT_PASSWORD = 'secret123';

let counter = 0;
/** A distinct client address per call, so one test's attempts don't use up another's rate limit. */
export const nextIp = () => {
  counter += 1;
  return `10.0.${Math.floor(counter / 250)}.${counter % 250}`;
};

export async function createUser(
  app: FastifyInstance,
  overrides: Partial<{ name: string; email: string; password: string; role: Role; verified: boolean }> = {},
) {
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
  const user = await insertUser(app.db, {
    name: overrides.name ?? 'Sita Sharma',
    email,
    passwordHash: await hashPassword(password),
    role: overrides.role ?? 'USER',
    ...(overrides.verified === false ? {} : { emailVerifiedAt: new Date() }),
  });
  if (!user) throw new Error(`createUser: ${email} exists`);
  return { ...user, password };
}

export async function login(app: FastifyInstance, email: string, password = DEFAULT_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const data = res.json<{ data: { accessToken: string; refreshToken: string } }>().data;
  return { ...data, cookie: res.cookies.find((c) => c.name === 'refreshToken') };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
