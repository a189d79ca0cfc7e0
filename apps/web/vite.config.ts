import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiOrigin = 'http://127.0.0.1:3000';
const proxy = { '/api': apiOrigin, '/uploads': apiOrigin };

export default defineConfig({
  plugins: [react()],
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
