import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SAVED_SEARCH_ALERT_HOURS_DEFAULT } from '@app/shared';
import { z } from 'zod';

/** The repository root: relative paths in variables are resolved from where `npm` was started. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An IPv4 or IPv6 address (the part before a CIDR's slash). */
const isIp = /^(\d{1,3}(\.\d{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)$/;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(
        /^(postgres(ql)?:\/\/|memory:\/\/)/,
        'DATABASE_URL must start with postgres:// (or memory:// for tests)',
      )
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z.url({ error: 'SMTP_URL must be a URL such as smtp://user:pass@host:587' }).optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('no-reply@localhost'),
  PUBLIC_URL: optionalString.pipe(
    z.url({ error: 'PUBLIC_URL must be a URL such as https://gharbhada.com.np' }).optional(),
  ),
  API_PUBLIC_URL: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'API_PUBLIC_URL must be an http(s) URL such as https://api.gharbhada.com.np',
      })
      .optional(),
  ),
  ADMIN_EMAIL: optionalString.pipe(z.email({ error: 'ADMIN_EMAIL must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z.string().min(6, 'ADMIN_PASSWORD must be at least 6 characters').optional(),
  ),
  JWT_SECRET: optionalString.pipe(
    z
      .string()
      .refine((s) => Buffer.byteLength(s) >= 32, 'JWT_SECRET must be at least 32 bytes')
      .optional(),
  ),
  CONTACT_EMAIL: optionalString.pipe(
    z.email({ error: 'CONTACT_EMAIL must be an email address such as support@example.com' }).optional(),
  ),
  CONTACT_PHONE: optionalString.pipe(
    z
      .string()
      .regex(
        /^\+?[\d\s()-]+$/,
        'CONTACT_PHONE must be a phone number: digits, spaces, dashes and an optional leading +',
      )
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 7 && digits <= 15;
      }, 'CONTACT_PHONE must have 7 to 15 digits')
      .optional(),
  ),
  CORS_ORIGINS: optionalString.pipe(
    z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z
            .url({
              error: 'CORS_ORIGINS must be origins such as https://app.example.com, separated by commas',
            })
            .refine(
              (o) => URL.canParse(o) && new URL(o).origin === o,
              'CORS_ORIGINS entries must be bare origins (scheme, host, port): no path or trailing slash',
            ),
        ),
      )
      .optional(),
  ),
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .transform((v, ctx) => {
        if (/^\d+$/.test(v)) return Number(v);
        const entries = v
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean);
        const bad = entries.find((e) => !isIp.test(e.split('/')[0] ?? ''));
        if (bad) {
          ctx.addIssue({
            code: 'custom',
            message: `TRUST_PROXY must be a hop count or proxy addresses/CIDRs separated by commas (not "${bad}")`,
          });
          return z.NEVER;
        }
        return entries;
      })
      .optional(),
  ),
  REFRESH_GRACE_SECONDS: z.coerce
    .number({ error: 'REFRESH_GRACE_SECONDS must be a number of seconds' })
    .int()
    .min(0)
    .max(300, 'REFRESH_GRACE_SECONDS must be at most 300')
    .default(30),
  LOGIN_SLOWDOWN_STEP_MS: z.coerce
    .number({ error: 'LOGIN_SLOWDOWN_STEP_MS must be a number of milliseconds' })
    .int()
    .min(0)
    .max(5000)
    .default(250),
  VERIFICATION_VALID_DAYS: z.coerce
    .number({ error: 'VERIFICATION_VALID_DAYS must be a number of days' })
    .int('VERIFICATION_VALID_DAYS must be a whole number of days')
    .min(1, 'VERIFICATION_VALID_DAYS must be at least 1')
    .max(3650, 'VERIFICATION_VALID_DAYS must be at most 3650')
    .default(180),
  SAVED_SEARCH_ALERT_HOURS: z.coerce
    .number({ error: 'SAVED_SEARCH_ALERT_HOURS must be a number of hours' })
    .min(0.001, 'SAVED_SEARCH_ALERT_HOURS must be at least 0.001 (3.6 seconds)')
    .max(720, 'SAVED_SEARCH_ALERT_HOURS must be at most 720 (30 days)')
    .default(SAVED_SEARCH_ALERT_HOURS_DEFAULT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Tests only (test/helper.ts passes it to loadConfig): argon2id's memory in KiB for new password
  // hashes, so that hundreds of test sign-ups stay quick. Unset (production): 19 MiB. The app warns
  // at start when it is set.
  PASSWORD_HASH_KIB_FOR_TESTS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(8).max(19456).optional(),
  ),
  WEB_DIST_DIR: z.string().trim().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  // How long the server may take to draw a search page with its results (modules/site/prerender.ts)
  // before sending the app shell instead.
  PRERENDER_BUDGET_MS: z.coerce.number<string | undefined>().int().min(1).max(10_000).default(150),
  S3_ENDPOINT: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'S3_ENDPOINT must be an http(s) URL such as https://s3.eu-central-1.amazonaws.com',
      })
      .optional(),
  ),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: optionalString.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: 'S3_PUBLIC_URL must be an http(s) URL such as https://photos.gharbhada.com.np',
      })
      .optional(),
  ),
});

/** Photos in an S3-compatible bucket instead of DATA_DIR/uploads. */
export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load the bucket's files (a CDN or the bucket's public URL); unset: through the API. */
  publicUrl: string | undefined;
};

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** A postgres:// URL, 'memory://…' for an in-memory PGlite, or undefined for PGlite in DATA_DIR/db. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The web app's address: links in emails, sitemap.xml, link previews. */
  publicUrl: string;
  /** The API's address as browsers reach it (photo URLs, links to API routes); PUBLIC_URL unless set apart. */
  apiPublicUrl: string;
  admin: { email: string; password: string } | undefined;
  jwtSecret: string | undefined;
  /** How long a just-rotated refresh token still refreshes (parallel tabs), instead of counting as re-use. */
  refreshGraceMs: number;
  /**
   * Whose X-Forwarded-For to believe for the client's address (every per-address limit and log
   * line): false = nobody's (the default, also in production), a hop count, or proxy addresses/CIDRs.
   */
  trustProxy: false | number | string[];
  /** Support contacts shown on the site and the legal pages; an unset one is not shown. */
  contact: { email: string | undefined; phone: string | undefined };
  /** Other origins whose browsers may call the API with credentials; empty = same origin only. */
  corsOrigins: string[];
  /** First step of the wait before checking a password of an account under attack (doubles, up to 20 steps). */
  loginSlowdownStepMs: number;
  /** How long a verification stays current; after it the listing waits to be verified again. */
  verificationValidDays: number;
  /** At least this long between two alert emails of one saved search (SAVED_SEARCH_ALERT_HOURS). */
  savedSearchAlertMs: number;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  /** argon2id memory (KiB) for new password hashes, set only by tests; undefined means production's 19 MiB. */
  passwordHashKibForTests: number | undefined;
  webDistDir: string;
  prerenderBudgetMs: number;
  /** Set: photos are stored in this bucket; unset: in DATA_DIR/uploads. */
  s3: S3Settings | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment once. The only reader of process.env in the API. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const s3Missing = S3_REQUIRED.filter((name) => !e[name]);
  if (s3Missing.length > 0 && (s3Missing.length < S3_REQUIRED.length || e.S3_PUBLIC_URL)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${S3_REQUIRED.join(', ')} must be set together for photos in S3 (missing: ${s3Missing.join(', ')})`,
    );
  }
  const base = env.INIT_CWD ?? process.cwd();
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    apiPublicUrl: (e.API_PUBLIC_URL ?? e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    jwtSecret: e.JWT_SECRET,
    refreshGraceMs: e.REFRESH_GRACE_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY ?? false,
    contact: { email: e.CONTACT_EMAIL, phone: e.CONTACT_PHONE },
    corsOrigins: e.CORS_ORIGINS ?? [],
    loginSlowdownStepMs: e.LOGIN_SLOWDOWN_STEP_MS,
    verificationValidDays: e.VERIFICATION_VALID_DAYS,
    savedSearchAlertMs: Math.round(e.SAVED_SEARCH_ALERT_HOURS * 60 * 60 * 1000),
    logLevel: e.LOG_LEVEL,
    passwordHashKibForTests: e.PASSWORD_HASH_KIB_FOR_TESTS,
    webDistDir: path.resolve(base, e.WEB_DIST_DIR),
    prerenderBudgetMs: e.PRERENDER_BUDGET_MS,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_REGION && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
  };
}
