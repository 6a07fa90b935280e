// The ingest command line: `npm run ingest -- <dir>`.
import { relative } from 'node:path'
import { closeSharedDatabase } from '../../server/db/client'
import { type IngestReport, runIngest } from '../ingest/ingest'
import { createProgressBar } from './progress'

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
    `derived tables rebuilt in ${(report.derivedMs / 1000).toFixed(1)} s; whole run ${(report.ms / 1000).toFixed(1)} s`,
  )
  return lines.join('\n')
}

export async function ingestCli(argv: readonly string[]): Promise<number> {
  const dir = argv.find((a) => !a.startsWith('-'))
  if (!dir || argv.includes('--help')) {
    console.error(
      'Usage: npm run ingest -- <snapshot folder>\nThe folder holds day folders (YYYY-MM-DD) of JSON Lines files; see docs/ingest.md.',
    )
    return dir ? 0 : 2
  }
  const bar = createProgressBar()
  try {
    const report = await runIngest({
      dir,
      onProgress: (p) =>
        bar.update(
          p.bytes,
          p.totalBytes,
          `[${p.fileIndex + 1}/${p.fileCount}] ${relative(process.cwd(), p.file)}`,
        ),
    })
    bar.done()
    console.log(formatReport(report))
    return 0
  } catch (error) {
    bar.done()
    console.error(`Ingest failed: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  } finally {
    await closeSharedDatabase()
  }
}
