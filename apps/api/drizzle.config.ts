import { defineConfig } from 'drizzle-kit';

// Used only to generate migrations; they are applied by the app at start (openDatabase in src/db/client.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
