// drizzle-kit: `npm run db:generate` writes a migration into drizzle/ from every `*.schema.ts` under src
// (each domain declares its own tables beside its code; auth, quota and limits tables sit in src/server).
// On an unchanged tree it writes nothing: the last snapshot in drizzle/meta is the schema as the committed
// migrations build it, and tests/integration/data/schema-baseline.test.ts checks both. `DRIZZLE_OUT` lets
// that test generate into a copy of drizzle/.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/**/*.schema.ts',
  out: process.env.DRIZZLE_OUT ?? './drizzle',
})
