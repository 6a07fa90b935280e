// The ingest command line: `npm run ingest -- [--check] [--rejects <file>] <dir>`.
import { closeSync, openSync, writeSync } from 'node:fs'
import { relative } from 'node:path'
import { type IngestReport, runIngest } from '../ingest/ingest'
import { connectDatabase } from './admin-client'
import { createProgressBar } from './progress'

const USAGE = `Usage: npm run ingest -- [--check] [--rejects <file>] <snapshot folder>
The folder holds day folders (YYYY-MM-DD) of JSON Lines files; see docs/ingest.md.
  --check            validate everything (references included) and report, writing nothing
  --rejects <file>   write every rejected line with its reason to <file> as JSON Lines`

/** Lines per batch when the server runs the statements (a product batch of 500: about 0.1 s here). */
const SERVER_BATCH_SIZE = 500

export type IngestArgs = { dir: string; check: boolean; rejects: string | null }

/** The command line's options, or the reason it is not usable. */
export function parseIngestArgs(argv: readonly string[]): IngestArgs | { error: string } {
  let dir: string | null = null
  let check = false
  let rejects: string | null = null
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--check') check = true
    else if (arg === '--rejects') {
      const next = argv[++i]
      if (!next || next.startsWith('-')) return { error: '--rejects needs a file name' }
      rejects = next
    } else if (arg.startsWith('-')) return { error: `unknown option ${arg}` }
    else if (dir) return { error: `one folder only (got ${dir} and ${arg})` }
    else dir = arg
  }
  return dir ? { dir, check, rejects } : { error: 'no snapshot folder given' }
}

export function formatReport(report: IngestReport, cwd = process.cwd()): string {
  const lines: string[] = []
  const pad = (value: string | number, width: number) => String(value).padStart(width)
  lines.push(
    `${'file'.padEnd(48)} ${pad('read', 9)} ${pad('upserted', 9)} ${pad('unchanged', 9)} ${pad('rejected', 9)} ${pad('ms', 8)}`,
  )
  for (const f of report.files) {
    lines.push(
      `${relative(cwd, f.file).padEnd(48)} ${pad(f.read, 9)} ${pad(f.upserted, 9)} ${pad(f.unchanged, 9)} ${pad(f.rejected, 9)} ${pad(f.ms, 8)}`,
    )
    for (const r of f.rejects) lines.push(`    line ${r.line}: ${r.reason}`)
    if (f.rejected > f.rejects.length)
      lines.push(`    … and ${f.rejected - f.rejects.length} more rejected lines`)
  }
  const t = report.totals
  lines.push(
    `${'total'.padEnd(48)} ${pad(t.read, 9)} ${pad(t.upserted, 9)} ${pad(t.unchanged, 9)} ${pad(t.rejected, 9)} ${pad(report.ms, 8)}`,
  )
  lines.push(
    report.derivedMs > 0
      ? `derived tables rebuilt in ${(report.derivedMs / 1000).toFixed(1)} s; whole run ${(report.ms / 1000).toFixed(1)} s`
      : `whole run ${(report.ms / 1000).toFixed(1)} s`,
  )
  return lines.join('\n')
}

export async function ingestCli(argv: readonly string[]): Promise<number> {
  if (argv.includes('--help')) {
    console.log(USAGE)
    return 0
  }
  const args = parseIngestArgs(argv)
  if ('error' in args) {
    console.error(`${args.error}\n${USAGE}`)
    return 2
  }
  const bar = createProgressBar()
  const rejectsFd = args.rejects ? openSync(args.rejects, 'w') : null
  let connection: Awaited<ReturnType<typeof connectDatabase>> | null = null
  try {
    connection = await connectDatabase()
    if (connection.via === 'server')
      console.error(`The server (process ${connection.holderPid}) holds the database: it runs this ingest.`)
    const report = await runIngest({
      dir: args.dir,
      db: connection.db,
      check: args.check,
      // In the server, each statement holds PGlite's one connection while pages wait: smaller batches
      // keep that wait short (docs/ingest.md, "Ingest while the server runs").
      batchSize: connection.via === 'server' ? SERVER_BATCH_SIZE : undefined,
      onReject: rejectsFd === null ? undefined : (r) => writeSync(rejectsFd, `${JSON.stringify(r)}\n`),
      onProgress: (p) =>
        bar.update(
          p.bytes,
          p.totalBytes,
          `[${p.fileIndex + 1}/${p.fileCount}] ${relative(process.cwd(), p.file)}`,
        ),
    })
    bar.done()
    console.log(formatReport(report))
    if (args.check)
      console.log(`check only: nothing was written; ${report.totals.rejected} lines would be rejected`)
    return 0
  } catch (error) {
    bar.done()
    console.error(`Ingest failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    if (rejectsFd !== null) closeSync(rejectsFd)
    await connection?.close()
  }
}
