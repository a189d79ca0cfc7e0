import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { INIT_CWD: '/srv/ghar' };

describe('loadConfig', () => {
  it('runs with no variables at all (embedded defaults)', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/ghar/data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'no-reply@localhost',
      publicUrl: 'http://localhost:3000',
      admin: undefined,
      jwtSecret: undefined,
    });
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash when given', () => {
    expect(loadConfig({ ...base, PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://gharbhada.com.np/' }).publicUrl).toBe(
      'https://gharbhada.com.np',
    );
  });

  it('takes photo URLs from API_PUBLIC_URL, PUBLIC_URL unless it is set apart', () => {
    expect(loadConfig({ ...base, PORT: '8080' }).apiPublicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ ...base, PUBLIC_URL: 'https://gharbhada.com.np/' }).apiPublicUrl).toBe(
      'https://gharbhada.com.np',
    );
    expect(
      loadConfig({
        ...base,
        PUBLIC_URL: 'https://gharbhada.com.np',
        API_PUBLIC_URL: 'https://api.gharbhada.com.np/',
      }),
    ).toMatchObject({ publicUrl: 'https://gharbhada.com.np', apiPublicUrl: 'https://api.gharbhada.com.np' });
    expect(loadConfig({ ...base, API_PUBLIC_URL: ' ' }).apiPublicUrl).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ ...base, DATABASE_URL: '', SMTP_URL: ' ' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 bytes'],
    [{ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' }, 'ADMIN_EMAIL must be an email address'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ SMTP_URL: 'not a url' }, 'SMTP_URL must be a URL'],
    [{ CONTACT_EMAIL: 'support at example' }, 'CONTACT_EMAIL must be an email address'],
    [{ CONTACT_PHONE: 'call us' }, 'CONTACT_PHONE must be a phone number'],
    [{ CONTACT_PHONE: '12345' }, 'CONTACT_PHONE must have 7 to 15 digits'],
    [{ S3_BUCKET: 'photos' }, 'must be set together for photos in S3 (missing: S3_ENDPOINT, S3_REGION'],
    [{ S3_PUBLIC_URL: 'https://cdn.example.com' }, 'S3_ENDPOINT, S3_BUCKET, S3_REGION'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must be an http(s) URL'],
    [{ S3_PUBLIC_URL: 'photos.example.com' }, 'S3_PUBLIC_URL must be an http(s) URL'],
    [{ API_PUBLIC_URL: 'api.example.com' }, 'API_PUBLIC_URL must be an http(s) URL'],
    [{ API_PUBLIC_URL: 'ftp://api.example.com' }, 'API_PUBLIC_URL must be an http(s) URL'],
  ])('stops with a clear message for %o', (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });

  it('stores photos in S3 only when every S3 variable is set, the public URL optional', () => {
    const s3 = {
      S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      S3_BUCKET: 'ghar-photos',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(base).s3).toBeUndefined();
    expect(loadConfig({ ...base, ...s3 }).s3).toEqual({
      endpoint: s3.S3_ENDPOINT,
      bucket: 'ghar-photos',
      region: 'eu-central-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: undefined,
    });
    expect(
      loadConfig({ ...base, ...s3, S3_PUBLIC_URL: 'https://cdn.example.com/photos/' }).s3?.publicUrl,
    ).toBe('https://cdn.example.com/photos');
    expect(() => loadConfig({ ...base, ...s3, S3_SECRET_ACCESS_KEY: '' })).toThrow(
      '(missing: S3_SECRET_ACCESS_KEY)',
    );
  });

  it('keeps a verification current 180 days unless VERIFICATION_VALID_DAYS says otherwise', () => {
    expect(loadConfig(base).verificationValidDays).toBe(180);
    expect(loadConfig({ ...base, VERIFICATION_VALID_DAYS: '90' }).verificationValidDays).toBe(90);
    for (const bad of ['0', '1.5', 'soon']) {
      expect(() => loadConfig({ ...base, VERIFICATION_VALID_DAYS: bad })).toThrow(/VERIFICATION_VALID_DAYS/);
    }
  });

  it('spaces saved-search alerts 24 hours apart unless SAVED_SEARCH_ALERT_HOURS says otherwise', () => {
    expect(loadConfig(base).savedSearchAlertMs).toBe(24 * 60 * 60 * 1000);
    expect(loadConfig({ ...base, SAVED_SEARCH_ALERT_HOURS: '0.001' }).savedSearchAlertMs).toBe(3600);
    expect(loadConfig({ ...base, SAVED_SEARCH_ALERT_HOURS: '12' }).savedSearchAlertMs).toBe(12 * 3_600_000);
    for (const bad of ['0', '-1', '721', 'daily']) {
      expect(() => loadConfig({ ...base, SAVED_SEARCH_ALERT_HOURS: bad })).toThrow(
        /SAVED_SEARCH_ALERT_HOURS/,
      );
    }
  });

  it('reads the support contacts, each one optional', () => {
    expect(loadConfig(base).contact).toEqual({ email: undefined, phone: undefined });
    expect(
      loadConfig({ ...base, CONTACT_EMAIL: ' help@example.com ', CONTACT_PHONE: '+977 1-4412345' }).contact,
    ).toEqual({ email: 'help@example.com', phone: '+977 1-4412345' });
    expect(loadConfig({ ...base, CONTACT_PHONE: '01-4412345' }).contact).toEqual({
      email: undefined,
      phone: '01-4412345',
    });
  });

  it('accepts a full production configuration', () => {
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://u:p@db:5432/ghar',
      SMTP_URL: 'smtp://u:p@mail:587',
      ADMIN_EMAIL: 'admin@example.com',
      ADMIN_PASSWORD: 'secret12',
      JWT_SECRET: 'x'.repeat(32),
    });
    expect(config.admin).toEqual({ email: 'admin@example.com', password: 'secret12' });
    expect(config.databaseUrl).toBe('postgres://u:p@db:5432/ghar');
  });
});
