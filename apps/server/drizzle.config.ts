import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts with `npm run db:generate` and committed;
// the server applies them at start (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema/*.ts',
  out: './apps/server/drizzle',
});
