import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { NOTIFICATIONS_PER_RECIPIENT_PER_HOUR, type MailMessage } from '../src/integrations/mailer';
import { createTestDatabase, testDatabaseKind } from './database';
import { buildTestApp, resetDatabase } from './helper';
import { addVerifiedHostel, adminAndOwner } from './listings';
import { otpCode, startInbox } from './mail-inbox';

const HOUR_MS = 3_600_000;
const inbox = await startInbox();
const app = await buildTestApp({ env: { SMTP_URL: inbox.url } });

beforeEach(() => resetDatabase(app));

const applicant = { name: 'Stranger', phone: '9812345678', No_of_people: 1, No_of_rooms: 1 };
let strangers = 0;

/** `count` anonymous applications to one hostel, from three new addresses in turn (as the probe sent them). */
async function applyAnonymously(hostelId: string, count: number) {
  strangers += 1;
  const stranger = [1, 2, 3].map((n) => `10.27.${strangers}.${n}`);
  for (let i = 0; i < count; i += 1) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/buyers/add-buyer/hostel/${hostelId}`,
      payload: { ...applicant, email: `stranger${i}@example.com` },
      remoteAddress: stranger[i % stranger.length],
    });
    expect(res.statusCode, res.body).toBe(201);
  }
}

describe('mail that proves identity is never crowded out by notifications', () => {
  it('a password reset reaches an owner whom 25 strangers applied to', async () => {
    const { admin, owner, ownerEmail } = await adminAndOwner(app);
    const hostelId = await addVerifiedHostel(app, { admin, owner }, 'Crowded Hostel');
    await applyAnonymously(hostelId, 25);
    expect(inbox.count(ownerEmail)).toBe(NOTIFICATIONS_PER_RECIPIENT_PER_HOUR);

    const res = await app.inject({
      method: 'PUT',
      url: '/api/user/forgot-password',
      payload: { email: ownerEmail },
      remoteAddress: '10.27.1.1',
    });
    expect(res.statusCode).toBe(200);
    await app.background.idle();
    const reset = inbox.last(ownerEmail);
    expect(reset.subject).toMatch(/password reset code/);
    expect(otpCode(reset)).toMatch(/^\d{6}$/);
  });

  it('gathers the notifications past the allowance into one digest once the hour allows: none lost', async () => {
    const { admin, owner, ownerEmail } = await adminAndOwner(app);
    const hostelId = await addVerifiedHostel(app, { admin, owner }, 'Crowded Hostel');
    await applyAnonymously(hostelId, 25);
    const held = 25 - NOTIFICATIONS_PER_RECIPIENT_PER_HOUR;
    expect(inbox.count(ownerEmail)).toBe(NOTIFICATIONS_PER_RECIPIENT_PER_HOUR);

    // Within the hour the digest waits; after it, one mail names every held application.
    expect(await app.mailer.sendDigests()).toBe(0);
    expect(await app.mailer.sendDigests(Date.now() + HOUR_MS)).toBe(1);
    expect(inbox.count(ownerEmail)).toBe(NOTIFICATIONS_PER_RECIPIENT_PER_HOUR + 1);
    const digest = inbox.last(ownerEmail);
    expect(digest.subject).toBe(`${held} more notifications from Ghar Bhada / घर भाडाबाट थप ५ सूचना`);
    expect(digest.text.match(/• New application for Crowded Hostel/g)).toHaveLength(held * 2);
    // Sent once: nothing is left for the next run.
    expect(await app.mailer.sendDigests(Date.now() + 3 * HOUR_MS)).toBe(0);
  });

  it('never holds identity mail for the digest', async () => {
    const to = 'crowded@example.com';
    for (let i = 0; i < NOTIFICATIONS_PER_RECIPIENT_PER_HOUR + 1; i += 1)
      expect(await app.mailer.send(notification(to, `Notice ${i}`))).toBe(true);
    expect(await app.mailer.send({ ...notification(to, 'Your code 123456'), kind: 'identity' })).toBe(true);
    expect(inbox.last(to).subject).toBe('Your code 123456');
    expect(await app.mailer.sendDigests(Date.now() + HOUR_MS)).toBe(1);
    expect(inbox.last(to).text).not.toContain('123456');
  });
});

const notification = (to: string, subject: string): MailMessage => ({
  to,
  kind: 'notification',
  template: 'test notice',
  subject,
  text: subject,
  html: subject,
  devHint: subject,
});

/**
 * Apps built as main.ts builds them on one database of this file's own: PGlite's one in-process
 * database shared, or a PostgreSQL database each app connects to with its own pool.
 */
const opened: Database[] = [];
const ownDatabase = await createTestDatabase();
const databaseUrl = ownDatabase.url;
const pglite = testDatabaseKind === 'pglite' ? await openDatabase(databaseUrl) : undefined;
afterAll(async () => {
  await Promise.all([...opened, ...(pglite ? [pglite] : [])].map((db) => db.close()));
  await ownDatabase.drop();
});

async function instance() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'gb-mail-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    SMTP_URL: inbox.url,
  });
  const database = pglite ?? (await openDatabase(databaseUrl));
  if (!pglite) opened.push(database);
  const built = await buildApp(config, { database });
  await built.ready();
  await built.background.idle();
  return built;
}

describe('the allowance is counted in the database', () => {
  it('two instances share it, and a restarted one keeps it', async () => {
    const to = 'shared@example.com';
    const [a, b] = [await instance(), await instance()];
    for (let i = 0; i < NOTIFICATIONS_PER_RECIPIENT_PER_HOUR / 2; i += 1) {
      await a.mailer.send(notification(to, `From A ${i}`));
      await b.mailer.send(notification(to, `From B ${i}`));
    }
    expect(inbox.count(to)).toBe(NOTIFICATIONS_PER_RECIPIENT_PER_HOUR);
    await b.mailer.send(notification(to, 'One too many, on B'));
    expect(inbox.count(to)).toBe(NOTIFICATIONS_PER_RECIPIENT_PER_HOUR);
    await Promise.all([a.close(), b.close()]);

    const restarted = await instance();
    await restarted.mailer.send(notification(to, 'One too many, after the restart'));
    expect(inbox.count(to)).toBe(NOTIFICATIONS_PER_RECIPIENT_PER_HOUR);
    expect(await restarted.mailer.sendDigests(Date.now() + HOUR_MS)).toBe(1);
    const digest = inbox.last(to);
    expect(digest.subject).toMatch(/^2 more notifications/);
    expect(digest.text).toContain('• One too many, on B');
    expect(digest.text).toContain('• One too many, after the restart');
    await restarted.close();
  });
});
