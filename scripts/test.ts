// `npm test`: every check a change must pass, stopping at the first failure: the messages and the quota
// table compile; then, side by side (none reads what another writes), the production build, the type check,
// lint and format with the layers, and the unit tests; then the integration and browser tests, which serve the build.
// The integration suite runs on PGlite and PostgreSQL: PostgreSQL is found or started (scripts/test-postgres.ts);
// when it cannot be, the last lines name every suite that did not run on it and why.
// `npm test -- --no-postgres` runs PGlite only (and says so at the end).
// `npm test -- --dry-run` prints the steps and the PostgreSQL decision without running or starting anything.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { runLanes, type Step } from './side-by-side.ts'
import { planPostgres, startPostgres, suitesNeedingPostgres } from './test-postgres.ts'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ROOT = resolve(import.meta.dirname, '..')
const DRY_RUN = process.argv.includes('--dry-run')
/** Suites that did not run, with the reason: repeated as the last lines, whatever happens after. */
const notRun: string[] = []

function summary(): void {
  if (notRun.length === 0) return
  console.log('\n⚠ Not every suite ran:')
  for (const line of notRun) console.log(line.startsWith('  ') ? `  ${line}` : `  - ${line}`)
}

function run(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`)
  if (DRY_RUN) {
    console.log(`  (dry run) ${[command, ...args].join(' ')}`)
    return
  }
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal})`)
    summary()
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

/**
 * Runs lanes of steps at once (scripts/side-by-side.ts), each lane's steps in order, and stops the run
 * when any failed. Two cores: the build, the type check and the unit tests each leave much of the other
 * core idle, so together they take about a minute less than one after the other.
 */
async function runSideBySide(lanes: Step[][]): Promise<void> {
  console.log(
    `\n▶ side by side: ${lanes.map((lane) => lane.map((step) => step.label).join(' → ')).join(' | ')}`,
  )
  if (DRY_RUN) {
    for (const lane of lanes) for (const step of lane) run(step.label, step.command, step.args)
    return
  }
  const failed = await runLanes(lanes, ({ label, status, output, seconds }) => {
    console.log(`\n▶ ${label}`)
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`)
    if (status === 0) console.log(`✔ ${label} (${seconds.toFixed(1)} s)`)
    else console.error(`\n✖ ${label} failed (exit ${status ?? 'signal'})`)
  })
  if (failed.length > 0) {
    summary()
    process.exit(1)
  }
}

/** The browser tests need Debian's chromium and a CJK font; install them when we can. */
function ensureChromium(): void {
  if (existsSync(CHROMIUM) || DRY_RUN) return
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

/** Sets TEST_DATABASE_URL for the integration suite, or records which suites will miss PostgreSQL. */
async function ensurePostgres(): Promise<void> {
  const plan = await planPostgres(process.env, ROOT, { skip: process.argv.includes('--no-postgres') })
  let url: string | undefined
  let reason: string | undefined
  if (plan.kind === 'given' || plan.kind === 'existing') url = plan.url
  else if (plan.kind === 'start') {
    console.log(`\n▶ start PostgreSQL (${plan.script})`)
    if (DRY_RUN) url = '(the URL .ci/postgres.sh prints)'
    else {
      const started = startPostgres(plan.script)
      if ('url' in started) url = started.url
      else reason = started.error
    }
  } else reason = plan.reason
  if (url) {
    console.log(`PostgreSQL for the integration suite: ${url.replace(/\/\/[^@/]*@/, '//…@')} (${plan.kind})`)
    if (!DRY_RUN) process.env.TEST_DATABASE_URL = url
    return
  }
  const suites = suitesNeedingPostgres(ROOT)
  notRun.push(
    `PostgreSQL half of the integration suite did not run: ${reason}. Suites that ran on PGlite only or not at all:`,
  )
  for (const suite of suites) notRun.push(`  ${suite}`)
}

const vitest = 'node_modules/vitest/vitest.mjs'
ensureChromium()
await ensurePostgres()
// The same compile step as dev, build and typecheck (package.json "compile"), so a new generator is listed once.
run('compile messages and the quota table', 'npm', ['run', 'compile', '--silent'])
await runSideBySide([
  [
    {
      label: 'build',
      command: process.execPath,
      args: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    },
  ],
  [{ label: 'type check', command: process.execPath, args: ['node_modules/typescript/bin/tsc', '--noEmit'] }],
  [
    {
      label: 'lint and format',
      command: process.execPath,
      args: ['node_modules/@biomejs/biome/bin/biome', 'check', '.'],
    },
    // The layer rules of .dependency-cruiser.cjs (docs/architecture.md): a wrong import fails here, naming its rule.
    {
      label: 'layers',
      command: process.execPath,
      args: [
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
      ],
    },
  ],
  // The unit tests read no build output.
  [{ label: 'unit tests', command: process.execPath, args: [vitest, 'run', '--project', 'unit'] }],
])
// Two files at a time, each worker on its own PostgreSQL database (tests/support/worker-database.ts).
run('integration tests', process.execPath, [vitest, 'run', '--project', 'integration', '--maxWorkers=2'])
run('browser tests', process.execPath, [vitest, 'run', '--project', 'e2e', '--maxWorkers=2'])
console.log(notRun.length === 0 ? '\nAll checks passed.' : '\nAll checks that ran passed.')
summary()
