// The first-start step of `npm start` as a command (run under tsx by scripts/start.ts): migrates the
// database and, when it holds no products, generates and loads the demo data with progress bars.
import { seedIfEmpty } from '../src/pipeline/cli/first-start'

try {
  await seedIfEmpty()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
