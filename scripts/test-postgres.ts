// How `npm test` gets the PostgreSQL half of the integration suite (docs/testing.md): TEST_DATABASE_URL
// as given; else a server already listening on loopback with .ci/postgres.sh's role and database; else
// .ci/postgres.sh itself when this user can run it (root, and PostgreSQL installed or apt-get present).
// When none applies, the suites that need PostgreSQL are named with the reason, never dropped silently.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import postgres from 'postgres'

/** What .ci/postgres.sh creates and prints. */
export const CI_DATABASE_URL = 'postgres://shopsight:shopsight@127.0.0.1:5432/shopsight_test'

export type PostgresPlan =
  | { kind: 'given'; url: string }
  | { kind: 'existing'; url: string }
  | { kind: 'start'; script: string }
  | { kind: 'skip'; reason: string }

async function answers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} })
  try {
    await sql`SELECT 1`
    return true
  } catch {
    return false
  } finally {
    await sql.end({ timeout: 1 }).catch(() => undefined)
  }
}

function installed(): boolean {
  return existsSync('/usr/lib/postgresql') && readdirSync('/usr/lib/postgresql').length > 0
}

/** Decides without changing anything on the machine. */
export async function planPostgres(
  env: NodeJS.ProcessEnv,
  root: string,
  options: { skip?: boolean } = {},
): Promise<PostgresPlan> {
  if (options.skip) return { kind: 'skip', reason: '--no-postgres was given' }
  if (env.TEST_DATABASE_URL) return { kind: 'given', url: env.TEST_DATABASE_URL }
  if (await answers(CI_DATABASE_URL)) return { kind: 'existing', url: CI_DATABASE_URL }
  const script = join(root, '.ci/postgres.sh')
  const root_ = process.getuid?.() === 0
  if (root_ && (installed() || existsSync('/usr/bin/apt-get'))) return { kind: 'start', script }
  const why = root_
    ? 'PostgreSQL is not installed and apt-get is missing'
    : 'TEST_DATABASE_URL is not set, no server answers at 127.0.0.1:5432 as shopsight/shopsight_test, and starting one needs root (sudo bash .ci/postgres.sh prints a URL)'
  return { kind: 'skip', reason: why }
}

/** Runs .ci/postgres.sh; its last line of output is the URL. */
export function startPostgres(script: string): { url: string } | { error: string } {
  const result = spawnSync('bash', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] })
  const url = result.stdout?.trim().split('\n').at(-1) ?? ''
  if (result.status !== 0 || !url.startsWith('postgres://')) {
    return { error: `.ci/postgres.sh failed (exit ${result.status ?? result.signal})` }
  }
  return { url }
}

/**
 * The integration files that run (in part) only on PostgreSQL: those whose suites iterate the engines of
 * tests/support/databases.ts (their PostgreSQL half) and those that read TEST_DATABASE_URL themselves.
 */
export function suitesNeedingPostgres(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (name.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8')
        if (/\bENGINES\b/.test(text) || text.includes('process.env.TEST_DATABASE_URL')) {
          found.push(relative(root, path))
        }
      }
    }
  }
  walk(join(root, 'tests/integration'))
  return found
}
