export const FINGERPRINT_STORAGE_KEY = 'shopsight.fingerprint'

/**
 * The same id in a cookie, so the server knows the visitor too: a first visit that needs a guest while
 * rendering gets one bound to this id (or the server picks the id and sets this cookie, which the page
 * then adopts), and the browser's later get-token call finds that same guest.
 */
export const FINGERPRINT_COOKIE = 'shopsight_fp'

type FingerprintStorage = Pick<Storage, 'getItem' | 'setItem'>

// The shape we generate (a v4 UUID); anything else in storage was tampered with or is from an old format.
const FINGERPRINT_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

// Kept for the life of the page so one visitor keeps one identity even when storage is unusable.
let pageFingerprint: string | undefined

function randomBytes(count: number): Uint8Array {
  const bytes = new Uint8Array(count)
  const cryptoApi = globalThis.crypto
  if (typeof cryptoApi?.getRandomValues === 'function') return cryptoApi.getRandomValues(bytes)
  // Only very old runtimes get here; an identity that is merely unlikely to collide is still useful.
  for (let i = 0; i < count; i += 1) bytes[i] = Math.floor(Math.random() * 256)
  return bytes
}

function generateFingerprint(): string {
  const cryptoApi = globalThis.crypto
  // randomUUID exists only in secure contexts (https, localhost), so plain-http pages need the fallback.
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID()
  const bytes = randomBytes(16)
  // Set the version (4) and variant bits so the fallback has the same shape as randomUUID().
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

function defaultStorage(): FingerprintStorage | null {
  try {
    // Reading localStorage itself throws in sandboxed frames and with cookies blocked.
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

function readStored(storage: FingerprintStorage | null): string | undefined {
  if (!storage) return undefined
  try {
    const stored = storage.getItem(FINGERPRINT_STORAGE_KEY)
    return stored !== null && FINGERPRINT_PATTERN.test(stored) ? stored : undefined
  } catch {
    return undefined
  }
}

function store(storage: FingerprintStorage | null, fingerprint: string): void {
  try {
    storage?.setItem(FINGERPRINT_STORAGE_KEY, fingerprint)
  } catch {
    // Private mode or a full quota: the page-level copy still keeps this page consistent.
  }
}

/**
 * An anonymous, stable id for this browser, sent with API calls so limits and history can follow
 * a visitor who has not signed in. Pass null to skip storage; omit it to use localStorage.
 */
export function getVisitorFingerprint(storage?: FingerprintStorage | null): string {
  const target = storage === undefined ? defaultStorage() : storage
  const stored = readStored(target)
  if (stored) {
    pageFingerprint = stored
    mirrorToCookie(stored)
    return stored
  }
  pageFingerprint ??= readCookieFingerprint() ?? generateFingerprint()
  store(target, pageFingerprint)
  mirrorToCookie(pageFingerprint)
  return pageFingerprint
}

function readCookieFingerprint(): string | undefined {
  if (typeof document === 'undefined') return undefined
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${FINGERPRINT_COOKIE}=([^;]*)`))
  const value = match?.[1]
  return value && FINGERPRINT_PATTERN.test(value) ? value : undefined
}

function mirrorToCookie(fingerprint: string): void {
  if (typeof document === 'undefined' || readCookieFingerprint() === fingerprint) return
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
  document.cookie = `${FINGERPRINT_COOKIE}=${fingerprint}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
}
