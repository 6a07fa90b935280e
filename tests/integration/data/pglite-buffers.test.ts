// The buffer settings chosen for a PGlite folder (pglite-host.ts) reach the database it starts.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it } from 'vitest'
import { openDatabase } from '../../../src/server/db/client'

const saved = process.env.PGLITE_SHARED_BUFFERS
afterEach(() => {
  if (saved === undefined) delete process.env.PGLITE_SHARED_BUFFERS
  else process.env.PGLITE_SHARED_BUFFERS = saved
})

it('starts PGlite with the chosen shared and temporary buffers', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'shopsight-buffers-'))
  process.env.PGLITE_SHARED_BUFFERS = '144'
  const db = await openDatabase({ url: '', dataDir: join(dir, 'pglite') })
  try {
    const [shared] = await db.query<{ shared_buffers: string }>('SHOW shared_buffers')
    const [temp] = await db.query<{ temp_buffers: string }>('SHOW temp_buffers')
    expect([shared?.shared_buffers, temp?.temp_buffers]).toEqual(['144MB', '72MB'])
  } finally {
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  }
})
