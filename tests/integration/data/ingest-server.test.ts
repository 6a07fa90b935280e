// The nightly ingest while sellers use the site, on the embedded database: `npm run ingest` and
// `npm run admin` hand their work to the running server (one owner of the folder), nothing anyone wrote
// meanwhile is lost across a restart, a second server is refused, and pages keep answering. The last
// day's products file is a named pipe the test writes into: the ingest is held in the middle of it (it
// opened the file and cannot finish before the test closes it) while a user registers, an admin grants
// a plan and pages are read, whatever the machine's speed. How long they wait is a figure of
// `npm run bench:data` ("longest user-write wait during the day"), not an assertion here.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { createWriteStream, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort, type ServerProcess, startServerProcess } from '../../../scripts/serve.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const EMAIL = 'night-shift@example.com'
const PASSWORD = 'correct-horse-battery-9'

type Finished = { code: number | null; stdout: string; stderr: string }

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
): { child: ChildProcess; done: Promise<Finished> } {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const done = new Promise<Finished>((resolveDone) => {
    child.once('exit', (code) => resolveDone({ code, stdout, stderr }))
  })
  return { child, done }
}

describe('ingest and admin while the server runs on PGlite', () => {
  let dataDir: string
  let snapshots: string
  /** The last day's products file (a named pipe now) and the lines it had. */
  let pipe: string
  let lastLines: string[]
  let server: ServerProcess | undefined
  const env = () => ({ PGLITE_DIR: dataDir, DATABASE_URL: '' })

  beforeAll(async () => {
    const { generateSnapshots } = await import('../../../src/pipeline/seed/generate')
    const base = mkdtempSync(join(tmpdir(), 'shopsight-owner-'))
    dataDir = join(base, 'pglite')
    snapshots = join(base, 'snapshots')
    await generateSnapshots({
      outDir: snapshots,
      scale: 'demo',
      days: 10,
      seed: 11,
      until: '2026-11-21',
      products: 800,
    })
    pipe = join(snapshots, '2026-11-21', 'products.jsonl')
    const kept = join(base, 'last-products.jsonl')
    renameSync(pipe, kept)
    lastLines = readFileSync(kept, 'utf8').split('\n').filter(Boolean)
    execFileSync('mkfifo', [pipe])
    server = await startServerProcess({ root: ROOT, env: env() })
  })
  afterAll(async () => {
    await server?.stop()
  })

  it('refuses a second server on the same folder, naming the holder', async () => {
    const port = await freePort()
    const second = run(process.execPath, [resolve(ROOT, 'scripts/serve.ts')], {
      ...env(),
      PORT: String(port),
      HOST: '127.0.0.1',
    })
    const finished = await second.done
    expect(finished.code).toBe(1)
    expect(finished.stderr).toContain(`is in use by process ${server?.pid}`)
  })

  it('runs npm run ingest and npm run admin in the server while a user registers and pages answer', async () => {
    const baseUrl = server?.baseUrl ?? ''
    const ingest = run('npm', ['run', '--silent', 'ingest', '--', snapshots], env())
    // Opening a pipe for writing waits for its reader: the ingest has loaded the days before and
    // opened the last day's products file.
    const writer = createWriteStream(pipe)
    await once(writer, 'open')
    writer.write(`${lastLines.slice(0, 1200).join('\n')}\n`)

    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD, name: 'Night Shift' }),
    })
    expect(signUp.status).toBe(200)
    const admin = await run('npm', ['run', '--silent', 'admin', '--', 'grant', EMAIL, '2', '30'], env()).done
    expect(admin.code, admin.stderr).toBe(0)
    expect(admin.stdout).toContain(`${EMAIL}: plan 2`)
    const answered: Array<{ path: string; status: number }> = []
    for (const path of ['/api/v2/products/list?site=us', '/build.json', '/api/common/rate', '/']) {
      const response = await fetch(`${baseUrl}${path}`)
      await response.arrayBuffer()
      answered.push({ path, status: response.status })
    }
    expect(answered.filter((a) => a.status !== 200)).toEqual([])
    // All of it while the ingest was still in its last file: it cannot end before the pipe is closed.
    expect({ exitCode: ingest.child.exitCode, signal: ingest.child.signalCode }).toEqual({
      exitCode: null,
      signal: null,
    })

    writer.end(`${lastLines.slice(1200).join('\n')}\n`)
    const finished = await ingest.done
    expect(finished.code, finished.stderr).toBe(0)
    expect(finished.stderr).toContain(`The server (process ${server?.pid}) holds the database`)
    // Columns: read, upserted, unchanged, rejected; the last day's products file read whole.
    expect(finished.stdout).toMatch(/^total\s+\d+\s+[1-9]\d*\s+\d+\s+0\s/m)
    expect(finished.stdout).toMatch(new RegExp(`2026-11-21/products\\.jsonl\\s+${lastLines.length}\\s`))
    // A plain file again for the check run below.
    rmSync(pipe)
    writeFileSync(pipe, `${lastLines.join('\n')}\n`)
  })

  it('keeps the user, the plan and the ingested rows across a restart', async () => {
    await server?.stop()
    server = await startServerProcess({ root: ROOT, env: env() })
    const baseUrl = server.baseUrl
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    const list = await fetch(`${baseUrl}/api/v2/products/list?site=us`)
    const body: unknown = await list.json()
    expect(body).toMatchObject({ code: 10000, data: { total: expect.any(Number) } })
    expect(JSON.stringify(body)).not.toContain('"total":0,')
    const show = await run('npm', ['run', '--silent', 'admin', '--', 'show', EMAIL], env()).done
    expect(show.stdout).toContain(`${EMAIL}: plan 2`)
    // A check run through the server: nothing left to load, nothing rejected.
    const check = await run('npm', ['run', '--silent', 'ingest', '--', '--check', snapshots], env()).done
    expect(check.code, check.stderr).toBe(0)
    expect(check.stdout).toMatch(/^total\s+\d+\s+\d+\s+\d+\s+0\s/m)
    expect(check.stdout).toContain('check only: nothing was written')
  })
})
