// drizzle-kit: `npx drizzle-kit generate` writes a migration into drizzle/ from src/server/db/schema.ts.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema.ts',
  out: './drizzle',
})
