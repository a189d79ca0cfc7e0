import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` to write migrations into ./drizzle. They are applied by
// openDatabase (src/db/client.ts) whenever the server, the demo seed, a restore or the search bench
// opens the database; on PostgreSQL under an advisory lock, so one starting instance migrates.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
  casing: 'snake_case',
});
