import { randomUUID } from 'node:crypto';
import {
  AUTH_CODES,
  type AuthUser,
  type LoginBody,
  type RegisterBody,
  type ResetPasswordBody,
  type VerifyOtpBody,
} from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Mailer, MailMessage } from '../../integrations/mailer';
import type { BackgroundWork } from '../../lib/background';
import { AppError, conflict } from '../../lib/app-error';
import { claimForAccount } from '../applications/repository';
import { passwordOtpEmail, verificationEmail } from '../mail/templates';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import * as repo from './repository';
import {
  EMAIL_CODE_TTL_MS,
  hashOtp,
  hashToken,
  OTP_MAX_FAILED_ATTEMPTS,
  OTP_TTL_MS,
  randomOtp,
  randomToken,
  REFRESH_TOKEN_TTL_MS,
  RESET_WINDOW_MS,
  signAccessToken,
} from './tokens';

export type Tokens = { accessToken: string; refreshToken: string };

type Deps = {
  db: Db;
  mailer: Mailer;
  /** Where work that must not show in the answer's timing goes (mail to an address that may not exist). */
  background: BackgroundWork;
  jwtSecret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** A rotated refresh token still refreshes this long (parallel tabs); after it, using it is re-use. */
  refreshGraceMs: number;
};

export const toAuthUser = (user: repo.UserRow): AuthUser => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
});

export function createAuthService({
  db,
  mailer,
  background,
  jwtSecret,
  publicUrl,
  log,
  refreshGraceMs,
}: Deps) {
  /** A mail that can't be sent must not fail the request or reveal anything; it is logged. */
  async function sendMail(message: MailMessage) {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, to: message.to }, 'could not send mail');
    }
  }

  async function sendVerification(user: repo.UserRow) {
    const code = randomToken();
    await repo.insertEmailVerification(
      db,
      user.id,
      hashToken(code),
      new Date(Date.now() + EMAIL_CODE_TTL_MS),
    );
    await sendMail(verificationEmail(user.email, user.name, `${publicUrl}/verify-email?code=${code}`));
  }

  async function startSession(user: repo.UserRow, familyId: string, conn: DbOrTx = db): Promise<Tokens> {
    const refreshToken = randomToken();
    await repo.insertSession(conn, {
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    const accessToken = await signAccessToken(
      { userId: user.id, role: user.role, sessionFamily: familyId },
      jwtSecret,
    );
    return { accessToken, refreshToken };
  }

  return {
    async register(body: RegisterBody) {
      const user = await repo.insertUser(db, {
        name: body.name,
        email: body.email,
        passwordHash: await hashPassword(body.password),
      });
      if (!user) throw conflict(AUTH_CODES.emailTaken);
      await sendVerification(user);
      return { email: user.email };
    },

    async verifyEmail(code: string) {
      const row = await repo.findEmailVerification(db, hashToken(code));
      const now = new Date();
      if (!row || row.usedAt || row.expiresAt <= now)
        throw new AppError(400, AUTH_CODES.codeInvalid, 'CODE_INVALID');
      await inTransaction(db, async (tx) => {
        if (!(await repo.consumeEmailVerification(tx, row.id, now))) {
          throw new AppError(400, AUTH_CODES.codeInvalid, 'CODE_INVALID');
        }
        await repo.updateUser(tx, row.userId, { emailVerifiedAt: now });
        // What they applied for with this address while logged out is theirs now (My applications).
        await claimForAccount(tx, row.userId);
      });
    },

    /**
     * Same answer, in the same time, whether or not the email exists or is already verified: the
     * look-up and the mail happen after the answer has gone.
     */
    resendVerification(email: string) {
      background.run('resend verification', async () => {
        const user = await repo.findUserByEmail(db, email);
        if (user && !user.emailVerifiedAt) await sendVerification(user);
      });
    },

    async login(body: LoginBody): Promise<Tokens & { user: AuthUser }> {
      const user = await repo.findUserByEmail(db, body.email);
      const stored = user?.passwordHash ?? (await dummyPasswordHash());
      const passwordOk = await verifyPassword(body.password, stored);
      // 400, not 401: a 401 tells a client to refresh its access token, which cannot cure this.
      if (!user || !passwordOk) throw new AppError(400, AUTH_CODES.badCredentials, 'BAD_CREDENTIALS');
      if (!user.emailVerifiedAt) throw new AppError(403, AUTH_CODES.emailNotVerified, 'EMAIL_NOT_VERIFIED');
      // A hash made at an older, lower cost is replaced now that the password is known.
      if (needsRehash(user.passwordHash)) {
        await repo.replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(body.password));
      }
      return { ...(await startSession(user, randomUUID())), user: toAuthUser(user) };
    },

    /**
     * Rotates the refresh token. A token rotated less than `refreshGraceMs` ago (another tab, or a
     * page and its nav refreshing at once) still refreshes: it gets a sibling in the same family.
     * Presenting it later, or a revoked one, is re-use and revokes the whole family.
     */
    async refresh(refreshToken: string): Promise<Tokens> {
      const session = await repo.findSessionByTokenHash(db, hashToken(refreshToken));
      const now = new Date();
      if (!session) throw new AppError(401, AUTH_CODES.sessionExpired, 'SESSION_INVALID');
      const inGrace = (rotatedAt: Date | null) =>
        rotatedAt !== null && now.getTime() - rotatedAt.getTime() <= refreshGraceMs;
      if (session.revokedAt || (session.rotatedAt && !inGrace(session.rotatedAt))) {
        await repo.revokeSessionFamily(db, session.familyId, now);
        log.warn(
          { userId: session.userId, familyId: session.familyId },
          'refresh token re-used: session family revoked',
        );
        throw new AppError(401, AUTH_CODES.sessionExpired, 'SESSION_REUSED');
      }
      if (session.expiresAt <= now) throw new AppError(401, AUTH_CODES.sessionExpired, 'SESSION_EXPIRED');
      const user = await repo.findUserById(db, session.userId);
      if (!user) throw new AppError(401, AUTH_CODES.sessionExpired, 'SESSION_INVALID');
      // Rotated already (inside the window, or by a request racing this one): a sibling, not a rotation.
      return inTransaction(db, async (tx) => {
        if (!session.rotatedAt && !(await repo.markSessionRotated(tx, session.id, now))) {
          // Someone else rotated it just now (fine), or logged out (not fine).
          const current = await repo.findSessionByTokenHash(tx, hashToken(refreshToken));
          if (!current || current.revokedAt) {
            throw new AppError(401, AUTH_CODES.sessionExpired, 'SESSION_REVOKED');
          }
        }
        return startSession(user, session.familyId, tx);
      });
    },

    async logout(refreshToken: string | undefined, sessionFamily: string | undefined) {
      const now = new Date();
      if (sessionFamily) await repo.revokeSessionFamily(db, sessionFamily, now);
      if (refreshToken) {
        const session = await repo.findSessionByTokenHash(db, hashToken(refreshToken));
        if (session) await repo.revokeSessionFamily(db, session.familyId, now);
      }
    },

    /** Same answer whether or not the email exists. */
    forgotPassword(email: string) {
      background.run('password reset code', async () => {
        const user = await repo.findUserByEmail(db, email);
        if (!user) return;
        const otp = randomOtp();
        await repo.replacePasswordReset(db, {
          userId: user.id,
          otpHash: hashOtp(otp, user.id, jwtSecret),
          expiresAt: new Date(Date.now() + OTP_TTL_MS),
        });
        await sendMail(passwordOtpEmail(user.email, user.name, otp));
      });
    },

    async verifyOtp(body: VerifyOtpBody) {
      const user = await repo.findUserByEmail(db, body.email);
      const reset = user ? await repo.findLatestPasswordReset(db, user.id) : null;
      const now = new Date();
      if (!user || !reset || reset.usedAt || reset.expiresAt <= now) {
        throw new AppError(400, AUTH_CODES.otpIncorrect, 'OTP_INVALID');
      }
      if (reset.failedAttempts >= OTP_MAX_FAILED_ATTEMPTS)
        throw new AppError(400, AUTH_CODES.otpLocked, 'OTP_LOCKED');
      if (reset.otpHash !== hashOtp(body.otp, user.id, jwtSecret)) {
        const attempts = await repo.recordFailedOtpAttempt(db, reset.id);
        const locked = attempts >= OTP_MAX_FAILED_ATTEMPTS;
        throw new AppError(
          400,
          locked ? AUTH_CODES.otpLocked : AUTH_CODES.otpIncorrect,
          locked ? 'OTP_LOCKED' : 'OTP_INVALID',
        );
      }
      await repo.markPasswordResetVerified(db, reset.id, now);
    },

    async resetPassword(body: ResetPasswordBody) {
      const user = await repo.findUserByEmail(db, body.email);
      const reset = user ? await repo.findLatestPasswordReset(db, user.id) : null;
      const now = new Date();
      const stillOpen =
        reset?.verifiedAt && !reset.usedAt && now.getTime() - reset.verifiedAt.getTime() <= RESET_WINDOW_MS;
      if (!user || !reset || !stillOpen)
        throw new AppError(400, AUTH_CODES.resetNotAllowed, 'RESET_NOT_ALLOWED');
      const passwordHash = await hashPassword(body.newPassword);
      await inTransaction(db, async (tx) => {
        if (!(await repo.consumePasswordReset(tx, reset.id, now))) {
          throw new AppError(400, AUTH_CODES.resetNotAllowed, 'RESET_NOT_ALLOWED');
        }
        await repo.updateUser(tx, user.id, { passwordHash });
        await repo.revokeAllSessionsOfUser(tx, user.id, now);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
