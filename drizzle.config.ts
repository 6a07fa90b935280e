// drizzle-kit: `npm run db:generate` writes a migration into drizzle/ from the schema modules below (every
// table the app has). On an unchanged tree it writes nothing: the last snapshot in drizzle/meta is the
// schema as the committed migrations build it, and tests/integration/data/schema-baseline.test.ts checks
// both. `DRIZZLE_OUT` lets that test generate into a copy of drizzle/.
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema*.ts',
  out: process.env.DRIZZLE_OUT ?? './drizzle',
})
