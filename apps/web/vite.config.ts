import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiOrigin = 'http://127.0.0.1:3000';
const proxy = { '/api': apiOrigin, '/uploads': apiOrigin };

/**
 * Preloads the regular Latin and Devanagari font files (src/styles/fonts.css): every screen shows
 * both (the language switch is written in the other language), so they are fetched with the CSS
 * instead of after it.
 */
function preloadFonts(): Plugin {
  let base = '/';
  return {
    name: 'preload-fonts',
    apply: 'build',
    configResolved: (config) => {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /noto-sans-(latin|devanagari)-400-normal-[\w-]+\.woff2$/.test(file))
          .sort()
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              href: `${base}${file}`,
              as: 'font',
              type: 'font/woff2',
              crossorigin: '',
            },
            injectTo: 'head' as const,
          })),
    },
  };
}

export default defineConfig({
  plugins: [react(), preloadFonts()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // The app must keep working on older phones' browsers.
    target: 'es2020',
  },
});
