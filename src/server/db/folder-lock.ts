// One owner per PGlite folder. PGlite has no lock of its own: two processes that opened one folder
// (a server and `npm run ingest`, or two servers) both succeeded, then writes were lost or the folder
// became unopenable. The owner writes its pid (and the pid's start time, so a recycled pid is not taken
// for a live owner) into a lock file in the folder; a second opener stops with a message naming it.
// A lock whose process is gone (killed, crashed) is stale and taken over.
import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const LOCK_FILE = 'shopsight.lock'

export class FolderLockedError extends Error {
  override name = 'FolderLockedError'
  readonly holderPid: number
  constructor(dataDir: string, holderPid: number) {
    super(
      `The database folder ${dataDir} is in use by process ${holderPid} (lock file ${join(dataDir, LOCK_FILE)}). ` +
        'Only one process may open an embedded database: stop that process first, or run `npm run ingest` ' +
        'and `npm run admin`, which hand their work to a running server.',
    )
    this.holderPid = holderPid
  }
}

export type LockHolder = { pid: number; started: string }

/** The start time of a process (Linux /proc, in clock ticks since boot), or '' where unreadable. */
function startTime(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? ''
  } catch {
    return ''
  }
}

function alive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if (!(error instanceof Error && 'code' in error && error.code === 'EPERM')) return false
  }
  // The same pid with another start time is a new process that reused the number.
  const now = startTime(holder.pid)
  return holder.started === '' || now === '' || now === holder.started
}

function readHolder(path: string): LockHolder | null {
  try {
    const [pid, started] = readFileSync(path, 'utf8').trim().split(/\s+/)
    const n = Number(pid)
    return Number.isInteger(n) && n > 0 ? { pid: n, started: started ?? '' } : null
  } catch {
    return null
  }
}

/** The live process holding `dataDir`, or null when nobody (or a dead process) does. */
export function lockHolder(dataDir: string): LockHolder | null {
  const holder = readHolder(join(dataDir, LOCK_FILE))
  return holder && alive(holder) ? holder : null
}

/**
 * Takes the folder for this process; throws FolderLockedError when a live process holds it. Returns
 * the release function (also run at process exit, so a finished script leaves no lock behind).
 */
export function acquireFolderLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, LOCK_FILE)
  const mine = `${process.pid} ${startTime(process.pid)}`
  for (let attempt = 0; ; attempt++) {
    try {
      // 'wx' fails when the file exists: of two openers racing, exactly one creates it.
      writeFileSync(path, mine, { flag: 'wx', mode: 0o644 })
      break
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
      const holder = readHolder(path)
      if (holder && alive(holder)) throw new FolderLockedError(dataDir, holder.pid)
      // Stale (or half-written by an opener that died): remove and try again, once.
      if (attempt > 0) throw new FolderLockedError(dataDir, holder?.pid ?? 0)
      try {
        unlinkSync(path)
      } catch {}
    }
  }
  const release = () => {
    process.off('exit', release)
    try {
      if (existsSync(path) && readFileSync(path, 'utf8') === mine) unlinkSync(path)
    } catch {}
  }
  process.on('exit', release)
  return release
}
