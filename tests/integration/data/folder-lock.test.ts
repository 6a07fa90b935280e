// One owner per PGlite folder: a live holder stops a second opener with its pid; a dead one's lock (or a
// recycled pid's) is taken over, so a crash never leaves the folder unopenable.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../src/server/db/client'
import {
  acquireFolderLock,
  FolderLockedError,
  LOCK_FILE,
  lockHolder,
} from '../../../src/server/db/folder-lock'

const folder = () => mkdtempSync(join(tmpdir(), 'shopsight-lock-'))

describe('the PGlite folder lock', () => {
  it('refuses a second opener while the first holds the folder, naming its pid, and frees it on close', async () => {
    const dir = join(folder(), 'pglite')
    const db = await openDatabase({ url: '', dataDir: dir })
    expect(lockHolder(dir)?.pid).toBe(process.pid)
    const second = openDatabase({ url: '', dataDir: dir })
    await expect(second).rejects.toThrow(FolderLockedError)
    await expect(second).rejects.toThrow(`is in use by process ${process.pid}`)
    await db.close()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    const again = await openDatabase({ url: '', dataDir: dir })
    await again.close()
  })

  it('takes over the lock of a process that is gone', () => {
    const dir = folder()
    const gone = spawnSync(process.execPath, ['-e', '0']).pid
    writeFileSync(join(dir, LOCK_FILE), `${gone} 12345`)
    expect(lockHolder(dir)).toBeNull()
    const release = acquireFolderLock(dir)
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${process.pid} `))
    release()
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })

  it('takes a live pid with another start time for a recycled number, not for the holder', () => {
    const dir = folder()
    writeFileSync(join(dir, LOCK_FILE), `${process.pid} 1`)
    expect(lockHolder(dir)).toBeNull()
    const release = acquireFolderLock(dir)
    expect(() => acquireFolderLock(dir)).toThrow(FolderLockedError)
    release()
  })
})
