import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp } from './helper';

/** The address the app sees for a request, from a test-only route. */
async function seenAddress(env: Record<string, string>, remoteAddress: string, forwardedFor?: string) {
  const app = await buildTestApp({
    env,
    extend: (instance) => instance.get('/test/ip', async (request) => ({ ip: request.ip })),
  });
  const res = await app.inject({
    method: 'GET',
    url: '/test/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return res.json<{ ip: string }>().ip;
}

describe('TRUST_PROXY', () => {
  it('unset: nobody’s X-Forwarded-For is believed, in production too', async () => {
    expect(await seenAddress({ NODE_ENV: 'production' }, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });

  it('a hop count believes that many proxies in front', async () => {
    expect(await seenAddress({ TRUST_PROXY: '1' }, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
    // A client that forges an extra hop still gets only the one the trusted proxy added.
    expect(await seenAddress({ TRUST_PROXY: '1' }, '10.0.0.2', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
  });

  it('a list of proxy addresses/CIDRs believes only those proxies', async () => {
    const env = { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' };
    expect(await seenAddress(env, '10.1.2.3', '198.51.100.7')).toBe('198.51.100.7');
    expect(await seenAddress(env, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
  });

  it('refuses a value that is neither', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
