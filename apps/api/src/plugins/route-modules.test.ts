import { describe, expect, it } from 'vitest';
import { nepaliFilesOf, routeFilesOf, type Manifest } from './route-modules';

// The shape of apps/web's build manifest: each feature's register.ts imports its Nepali lazily.
const MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    imports: ['_shared-b2.js'],
    dynamicImports: [
      'src/i18n/ne.ts',
      'src/features/search/search-route.ts',
      'src/features/home/home-page.tsx',
    ],
  },
  '_shared-b2.js': { file: 'assets/shared-b2.js' },
  'src/i18n/ne.ts': { file: 'assets/ne-c3.js' },
  'src/features/search/search-route.ts': {
    file: 'assets/search-route-d4.js',
    imports: ['index.html', '_search-shared-e5.js'],
    dynamicImports: ['src/features/search/i18n/ne.ts', 'src/features/search/components/results-map.tsx'],
  },
  '_search-shared-e5.js': {
    file: 'assets/search-shared-e5.js',
    dynamicImports: ['src/i18n/messages/ne/index.ts'],
  },
  'src/features/search/i18n/ne.ts': { file: 'assets/ne-f6.js' },
  'src/i18n/messages/ne/index.ts': { file: 'assets/index-g7.js' },
  'src/features/search/components/results-map.tsx': { file: 'assets/results-map-h8.js' },
  'src/features/home/home-page.tsx': {
    file: 'assets/home-page-i9.js',
    imports: ['index.html'],
    dynamicImports: ['src/features/home/i18n/ne.ts'],
  },
  'src/features/home/i18n/ne.ts': { file: 'assets/ne-j0.js' },
};

describe('the Nepali catalogues a Nepali page preloads', () => {
  it("are the app's and those of the route and what it imports: no other route's, no other lazy code", () => {
    expect(nepaliFilesOf(MANIFEST, 'src/features/search/search-route.ts').sort()).toEqual([
      '/assets/index-g7.js',
      '/assets/ne-c3.js',
      '/assets/ne-f6.js',
    ]);
  });

  it("are the app's only for a page without a route module, and none without a manifest", () => {
    expect(nepaliFilesOf(MANIFEST)).toEqual(['/assets/ne-c3.js']);
    expect(nepaliFilesOf(null, 'src/features/search/search-route.ts')).toEqual([]);
  });

  it('are not among the files any page preloads', () => {
    expect(routeFilesOf(MANIFEST, 'src/features/search/search-route.ts').scripts).toEqual([
      '/assets/search-route-d4.js',
      '/assets/search-shared-e5.js',
    ]);
  });
});
