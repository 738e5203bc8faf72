/** drizzle-kit settings: `npx drizzle-kit generate` writes SQL migrations from the schema into drizzle/. */
import { defineConfig } from 'drizzle-kit';

export const config = defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});

// drizzle-kit only reads a default export; this is the one exception to the no-default-exports rule.
export default config;
