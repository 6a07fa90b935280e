// Every test run writes its temporary folders (PGlite data folders, snapshot trees, browser profiles) under
// one folder of its own, removed when the run ends: a file's `mkdtemp` under os.tmpdir() is not cleaned by
// the file, and over many runs they filled the disk (the sixtieth gigabyte stopped a CI run's npm install).
// Workers are started after this runs, so they inherit TMPDIR and os.tmpdir() answers the run's folder.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const PREFIX = 'shopsight-test-run-'
/** A run killed before its teardown leaves its folder; one a day old belongs to no live run. */
const STALE_MS = 24 * 60 * 60 * 1000

function removeStale(parent: string): void {
  for (const name of readdirSync(parent)) {
    if (!name.startsWith(PREFIX)) continue
    const path = join(parent, name)
    try {
      if (Date.now() - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true })
    } catch {
      // Another run removed it first.
    }
  }
}

export default function setup(): () => void {
  removeStale(tmpdir())
  const root = mkdtempSync(join(tmpdir(), PREFIX))
  const before = process.env.TMPDIR
  process.env.TMPDIR = root
  return () => {
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
    rmSync(root, { recursive: true, force: true })
  }
}
