// The key better-auth signs session cookies with. BETTER_AUTH_SECRET wins; without it one is generated
// once and kept in .data/auth-secret (mode 600, never committed) so sessions survive restarts.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'

export function authSecret(): string {
  const fromEnv = process.env.BETTER_AUTH_SECRET?.trim()
  if (fromEnv) return fromEnv
  const file = process.env.AUTH_SECRET_FILE ?? resolve(process.cwd(), '.data/auth-secret')
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim()
    if (stored.length >= 32) return stored
  }
  const secret = randomBytes(32).toString('base64url')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${secret}\n`, { mode: 0o600 })
  return secret
}
