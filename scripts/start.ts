// `npm start`: builds when the sources changed since the last build, loads the demo data into an empty
// database, then serves on PORT (default 3000) and HOST (default 0.0.0.0) in this same process, so
// stopping it stops the server.
//
// A fresh clone's `npm start` is the demo: with NODE_ENV unset it opts in to the sandbox payment
// provider (unless PAYMENT_PROVIDER says otherwise) so a visitor can try a purchase end to end, and the
// server prints the sandbox warning. A production start (`NODE_ENV=production npm start`, docs/deploy.md)
// opts in to nothing: without PAYMENT_PROVIDER, payments are off (docs/billing.md).
//
// Runs on Node's type stripping, not tsx (see serve.ts): the seeding, which needs the app's sources,
// runs in a tsx child process that closes the database before this process serves it.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { listenOptions, startServer } from './serve.ts'

const STAMP = 'dist/.build-stamp'
const INPUTS = [
  'src',
  'messages',
  'content',
  'public',
  'app.config.ts',
  'app.announcements.ts',
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
    if (entry === 'paraglide' || entry.endsWith('.gen.ts')) continue
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

if (process.env.NODE_ENV === undefined && !process.env.PAYMENT_PROVIDER?.trim()) {
  process.env.PAYMENT_PROVIDER = 'sandbox'
  console.warn(
    'Demo start (NODE_ENV unset): PAYMENT_PROVIDER=sandbox, a test checkout that grants plans for free.',
  )
}

let listen: { port: number; hostname: string }
try {
  listen = listenOptions()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/first-start.ts'], {
  stdio: 'inherit',
})
if (seeded.status !== 0) {
  console.error('Loading the demo data failed; see the output above.')
  process.exit(seeded.status ?? 1)
}
try {
  // Takes the PGlite folder and serves the admin channel (see serve.ts).
  const { holdDatabase } = await import('../src/pipeline/admin-channel.ts')
  await holdDatabase()
  await startServer(listen)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
