import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServedApiUrl } from '../test/served-api-url';
import { API_URL_META_NAME, apiOrigin, isCrossOriginApi } from './api-origin';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('apiOrigin', () => {
  it("is the page's own origin when neither the page nor the build names one", () => {
    vi.stubEnv('VITE_API_URL', '');
    expect(apiOrigin()).toBe('');
    expect(isCrossOriginApi()).toBe(false);
  });

  it('is VITE_API_URL from the build when the page names none', () => {
    vi.stubEnv('VITE_API_URL', ' https://api.gharbhada.test/ ');
    expect(apiOrigin()).toBe('https://api.gharbhada.test');
    expect(isCrossOriginApi()).toBe(true);
  });

  it("is the served page's api-url, ahead of VITE_API_URL", () => {
    vi.stubEnv('VITE_API_URL', 'https://built-in.gharbhada.test');
    stubServedApiUrl('https://api.gharbhada.test/backend/');
    expect(apiOrigin()).toBe('https://api.gharbhada.test/backend');
    expect(isCrossOriginApi()).toBe(true);
  });

  it("falls back to VITE_API_URL when the page's api-url is empty", () => {
    vi.stubEnv('VITE_API_URL', 'https://built-in.gharbhada.test');
    stubServedApiUrl('  ');
    expect(apiOrigin()).toBe('https://built-in.gharbhada.test');
  });

  it("counts an api-url on the page's own origin as same origin", () => {
    stubServedApiUrl(window.location.origin);
    expect(apiOrigin()).toBe(window.location.origin);
    expect(isCrossOriginApi()).toBe(false);
  });

  it("takes the address from the head only: not from the page's URL, nor a tag in the body", () => {
    vi.stubEnv('VITE_API_URL', '');
    window.history.pushState(null, '', `/?${API_URL_META_NAME}=https://evil.test&apiUrl=https://evil.test`);
    const inBody = document.createElement('meta');
    inBody.name = API_URL_META_NAME;
    inBody.content = 'https://evil.test';
    document.body.append(inBody);
    try {
      expect(apiOrigin()).toBe('');
    } finally {
      inBody.remove();
      window.history.pushState(null, '', '/');
    }
  });
});
