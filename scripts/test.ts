// `npm test`: every check a change must pass, in order, stopping at the first failure:
// messages compile, production build, type check, lint and format, layers, unit, integration and browser tests.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

/** The browser tests need Debian's chromium and a CJK font; install them when we can. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')
  if (!canApt) {
    console.error(
      `Chromium is not at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium fonts-wqy-microhei) or set CHROMIUM_PATH.`,
    )
    process.exit(1)
  }
  run('apt-get update', 'apt-get', ['update', '-qq'])
  run('install chromium and a CJK font', 'apt-get', [
    'install',
    '-y',
    '-qq',
    'chromium',
    'fonts-wqy-microhei',
  ])
}

const vitest = 'node_modules/vitest/vitest.mjs'
ensureChromium()
run('compile messages', process.execPath, ['scripts/compile-i18n.mjs'])
run('build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'])
run('type check', process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit'])
run('lint and format', process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'check', '.'])
// The layer rules of .dependency-cruiser.cjs (docs/architecture.md): a wrong import fails here, naming its rule.
run('layers', process.execPath, [
  'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
  'src',
  'scripts',
  'app.config.ts',
  'app.nav.ts',
  'app.footer.ts',
  'app.announcements.ts',
  '--config',
  '.dependency-cruiser.cjs',
  '--output-type',
  'err-long',
])
run('unit tests', process.execPath, [vitest, 'run', '--project', 'unit'])
run('integration tests', process.execPath, [vitest, 'run', '--project', 'integration'])
run('browser tests', process.execPath, [vitest, 'run', '--project', 'e2e', '--maxWorkers=2'])
console.log('\nAll checks passed.')
