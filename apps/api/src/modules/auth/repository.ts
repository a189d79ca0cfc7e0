import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emailVerifications, passwordResets, sessions, users } from '../../db/tables/users';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
};
export type UserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

/** What an owner's listings show as who listed them: the name they chose, else their first name. */
export const listedBySql = sql<string>`coalesce(${users.displayName}, split_part(btrim(${users.name}), ' ', 1))`;

/** The name the user chose for their listings (null: none) and what their listings show. */
export async function findListingName(
  db: DbOrTx,
  id: string,
): Promise<{ displayName: string | null; listedBy: string }> {
  const [row] = await db
    .select({ displayName: users.displayName, listedBy: listedBySql })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? { displayName: null, listedBy: '' };
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Null when the email is taken (the unique index decides, so two racing sign-ups can't both win). */
export async function insertUser(
  db: DbOrTx,
  values: {
    name: string;
    email: string;
    passwordHash: string;
    role?: UserRow['role'];
    emailVerifiedAt?: Date;
  },
): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning(userColumns);
  return row ?? null;
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'name' | 'role' | 'emailVerifiedAt' | 'passwordHash'>>,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Swaps the password hash only if it is still `expected`: a password changed meanwhile is not undone. */
export async function replacePasswordHash(db: DbOrTx, id: string, expected: string, next: string) {
  await db
    .update(users)
    .set({ passwordHash: next, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.passwordHash, expected)));
}

export async function insertEmailVerification(db: DbOrTx, userId: string, codeHash: string, expiresAt: Date) {
  await db.insert(emailVerifications).values({ userId, codeHash, expiresAt });
}

export async function findEmailVerification(db: DbOrTx, codeHash: string) {
  const [row] = await db
    .select({
      id: emailVerifications.id,
      userId: emailVerifications.userId,
      expiresAt: emailVerifications.expiresAt,
      usedAt: emailVerifications.usedAt,
    })
    .from(emailVerifications)
    .where(eq(emailVerifications.codeHash, codeHash))
    .limit(1);
  return row ?? null;
}

/** Marks the code used only if nobody used it first; false means it was already spent. */
export async function consumeEmailVerification(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(emailVerifications)
    .set({ usedAt: at })
    .where(and(eq(emailVerifications.id, id), isNull(emailVerifications.usedAt)))
    .returning({ id: emailVerifications.id });
  return rows.length === 1;
}

export async function insertSession(
  db: DbOrTx,
  values: { userId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  await db.insert(sessions).values(values);
}

export async function findSessionByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      familyId: sessions.familyId,
      expiresAt: sessions.expiresAt,
      rotatedAt: sessions.rotatedAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Rotates only a token that is still current; false means someone rotated it first (re-use). */
export async function markSessionRotated(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ rotatedAt: at })
    .where(and(eq(sessions.id, id), isNull(sessions.rotatedAt), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeSessionFamily(db: DbOrTx, familyId: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: DbOrTx, userId: string, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** The user, if this session family of theirs is still active (not logged out or re-used), in one query. */
export async function findUserInActiveSession(
  db: DbOrTx,
  userId: string,
  familyId: string,
): Promise<UserRow | null> {
  const active = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.familyId, familyId), eq(sessions.userId, users.id), isNull(sessions.revokedAt)));
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.id, userId), exists(active)))
    .limit(1);
  return row ?? null;
}

/** A new code replaces any earlier one for the user: only the latest email's code works. */
export async function replacePasswordReset(
  db: DbOrTx,
  values: { userId: string; otpHash: string; expiresAt: Date },
) {
  await db.delete(passwordResets).where(eq(passwordResets.userId, values.userId));
  await db.insert(passwordResets).values(values);
}

export async function findLatestPasswordReset(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: passwordResets.id,
      otpHash: passwordResets.otpHash,
      expiresAt: passwordResets.expiresAt,
      failedAttempts: passwordResets.failedAttempts,
      verifiedAt: passwordResets.verifiedAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong code atomically, so parallel guesses can't slip past the limit. */
export async function recordFailedOtpAttempt(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .update(passwordResets)
    .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
    .where(eq(passwordResets.id, id))
    .returning({ failedAttempts: passwordResets.failedAttempts });
  return row?.failedAttempts ?? Number.MAX_SAFE_INTEGER;
}

export async function markPasswordResetVerified(db: DbOrTx, id: string, at: Date) {
  await db.update(passwordResets).set({ verifiedAt: at }).where(eq(passwordResets.id, id));
}

/** Spends a verified code once; false when it was already used. */
export async function consumePasswordReset(db: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: at })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}
