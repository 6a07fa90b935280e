// `npm start`: builds when the sources changed since the last build, loads the demo data into an empty
// database, then serves on PORT (default 3000) and HOST (default 0.0.0.0) in this same process, so
// stopping it stops the server.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedIfEmpty } from '../src/server/cli/first-start'
import { startServer } from './serve'

const STAMP = 'dist/.build-stamp'
const INPUTS = [
  'src',
  'messages',
  'content',
  'public',
  'app.config.ts',
  'vite.config.ts',
  'package.json',
  'project.inlang',
]

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    // Generated sources change on every compile; they follow the inputs above.
    if (entry === 'paraglide' || entry === 'routeTree.gen.ts') continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

function needsBuild(): boolean {
  if (!existsSync('dist/server/server.js') || !existsSync(STAMP)) return true
  const built = statSync(STAMP).mtimeMs
  return INPUTS.some((input) => newestMtime(input) > built)
}

if (needsBuild()) {
  console.log('Building Shopsight (sources changed since the last build)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) {
    console.error('Build failed; see the output above.')
    process.exit(result.status ?? 1)
  }
  writeFileSync(STAMP, new Date().toISOString())
}

const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, got "${process.env.PORT}"`)
  process.exit(1)
}
try {
  // The seed opens and closes the database before the server opens its own.
  await seedIfEmpty()
  await startServer({ port, hostname })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
