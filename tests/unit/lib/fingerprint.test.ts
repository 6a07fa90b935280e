import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type FingerprintModule = typeof import('@/lib/fingerprint')

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value)
    },
  }
}

const brokenStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError')
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError')
  },
}

// A fresh module per test: the page-level cache must not leak between cases.
let mod: FingerprintModule
beforeEach(async () => {
  vi.resetModules()
  mod = await import('@/lib/fingerprint')
})
afterEach(() => {
  vi.unstubAllGlobals()
})

describe('getVisitorFingerprint', () => {
  it('generates an id once, stores it, and reuses it', () => {
    const storage = memoryStorage()
    const first = mod.getVisitorFingerprint(storage)
    expect(first).toMatch(UUID_V4)
    expect(storage.data.get(mod.FINGERPRINT_STORAGE_KEY)).toBe(first)
    expect(mod.getVisitorFingerprint(storage)).toBe(first)
    expect(mod.FINGERPRINT_STORAGE_KEY).toBe('shopsight.fingerprint')
  })

  it('keeps the id saved by an earlier visit', () => {
    const saved = '0f8fad5b-d9cb-469f-a165-70867728950e'
    const storage = memoryStorage({ 'shopsight.fingerprint': saved })
    expect(mod.getVisitorFingerprint(storage)).toBe(saved)
  })

  it.each(['', 'abc', 'not-a-uuid', '0F8FAD5B-D9CB-469F-A165-70867728950E', '{"id":1}'])(
    'replaces a stored value that is not one of ours (%j)',
    (bad) => {
      const storage = memoryStorage({ 'shopsight.fingerprint': bad })
      const id = mod.getVisitorFingerprint(storage)
      expect(id).toMatch(UUID_V4)
      expect(storage.data.get(mod.FINGERPRINT_STORAGE_KEY)).toBe(id)
    },
  )

  it('keeps one identity per page when storage throws (private mode)', () => {
    const first = mod.getVisitorFingerprint(brokenStorage)
    expect(first).toMatch(UUID_V4)
    expect(mod.getVisitorFingerprint(brokenStorage)).toBe(first)
    expect(mod.getVisitorFingerprint(null)).toBe(first)
  })

  it('keeps one identity per page without storage', () => {
    const first = mod.getVisitorFingerprint(null)
    expect(first).toMatch(UUID_V4)
    expect(mod.getVisitorFingerprint(null)).toBe(first)
  })

  it('uses localStorage by default', () => {
    const storage = memoryStorage()
    vi.stubGlobal('localStorage', storage)
    const id = mod.getVisitorFingerprint()
    expect(storage.data.get('shopsight.fingerprint')).toBe(id)
  })

  it('works when there is no localStorage at all', () => {
    vi.stubGlobal('localStorage', undefined)
    const id = mod.getVisitorFingerprint()
    expect(id).toMatch(UUID_V4)
    expect(mod.getVisitorFingerprint()).toBe(id)
  })

  it('falls back to getRandomValues where randomUUID is missing (plain http pages)', async () => {
    const real = globalThis.crypto
    const getRandomValues = vi.fn((array: Uint8Array) => real.getRandomValues(array))
    vi.stubGlobal('crypto', { getRandomValues })
    vi.resetModules()
    const fresh: FingerprintModule = await import('@/lib/fingerprint')
    const ids = new Set([fresh.getVisitorFingerprint(memoryStorage()), fresh.getVisitorFingerprint(null)])
    expect(getRandomValues).toHaveBeenCalledTimes(1)
    expect(ids.size).toBe(1)
    for (const id of ids) expect(id).toMatch(UUID_V4)
    vi.resetModules()
    const other: FingerprintModule = await import('@/lib/fingerprint')
    expect(other.getVisitorFingerprint(null)).not.toBe([...ids][0])
  })
})
