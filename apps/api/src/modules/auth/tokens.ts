import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { OTP_LENGTH, type Role } from '@app/shared';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const EMAIL_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_FAILED_ATTEMPTS = 5;
export const RESET_WINDOW_MS = 15 * 60 * 1000;

export type AccessClaims = { userId: string; role: Role; sessionFamily: string };

const key = (secret: string) => new TextEncoder().encode(secret);

/** User and session ids are UUIDs: anything else would reach a uuid column and fail there as a 500. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role: claims.role, sid: claims.sessionFamily })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
    .sign(key(secret));
}

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(),
    });
    if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
    return { userId: payload.sub, role: payload.role as Role, sessionFamily: payload.sid };
  } catch {
    return null;
  }
}

/** An unguessable token for links and refresh tokens; only its hash is stored. */
export const randomToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A 6-digit code from a cryptographic source. */
export const randomOtp = () =>
  randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
/** Keyed with the server secret: a leaked table alone does not give the 10⁶ codes away. */
export const hashOtp = (otp: string, userId: string, secret: string) =>
  createHmac('sha256', secret).update(`${userId}:${otp}`).digest('hex');
