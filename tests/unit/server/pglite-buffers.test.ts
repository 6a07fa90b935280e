// PGlite's buffers follow the size of the database it opens (pglite-host.ts): a small one keeps
// PGlite's defaults (its memory is claimed at start), a million products' folder gets the buffers its
// day's ingest was measured with.
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { pgliteBufferSettings } from '../../../src/server/db/pglite-host'

const GB = 1024 ** 3
const folders: string[] = []

/** A data folder whose `base` holds `bytes` in two files (sparse: nothing is written). */
function folder(bytes: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'shopsight-buffers-'))
  folders.push(dir)
  mkdirSync(join(dir, 'base', '5'), { recursive: true })
  for (const [name, size] of [
    ['5/16384', Math.floor(bytes / 2)],
    ['5/16385', Math.ceil(bytes / 2)],
  ] as const) {
    writeFileSync(join(dir, 'base', name), '')
    truncateSync(join(dir, 'base', name), size)
  }
  // Files outside base (the write-ahead log) are not the database's size.
  mkdirSync(join(dir, 'pg_wal'))
  writeFileSync(join(dir, 'pg_wal', 'segment'), '')
  truncateSync(join(dir, 'pg_wal', 'segment'), 8 * GB)
  return dir
}

afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('PGlite buffer settings', () => {
  it("keeps PGlite's defaults for an in-memory, new or demo-sized database", () => {
    expect(pgliteBufferSettings('memory://', {})).toEqual([])
    expect(pgliteBufferSettings(join(tmpdir(), 'shopsight-no-such-folder'), {})).toEqual([])
    expect(pgliteBufferSettings(folder(0.4 * GB), {})).toEqual([])
    expect(pgliteBufferSettings(folder(1 * GB), {})).toEqual([])
  })

  it('gives an eighth of the database, up to 512 MB, and half of that to temporary tables', () => {
    expect(pgliteBufferSettings(folder(2 * GB), {})).toEqual(['shared_buffers=256MB', 'temp_buffers=128MB'])
    expect(pgliteBufferSettings(folder(4 * GB), {})).toEqual(['shared_buffers=512MB', 'temp_buffers=256MB'])
    expect(pgliteBufferSettings(folder(40 * GB), {})).toEqual(['shared_buffers=512MB', 'temp_buffers=256MB'])
  })

  it('takes PGLITE_SHARED_BUFFERS (MB) over the choice, capped by what PGlite can hold', () => {
    expect(pgliteBufferSettings('memory://', { PGLITE_SHARED_BUFFERS: '64' })).toEqual([
      'shared_buffers=64MB',
      'temp_buffers=32MB',
    ])
    expect(pgliteBufferSettings(folder(4 * GB), { PGLITE_SHARED_BUFFERS: '5000' })).toEqual([
      'shared_buffers=1024MB',
      'temp_buffers=512MB',
    ])
    expect(pgliteBufferSettings(folder(4 * GB), { PGLITE_SHARED_BUFFERS: 'lots' })).toEqual([
      'shared_buffers=512MB',
      'temp_buffers=256MB',
    ])
  })
})
