// Web storage that never throws: private modes and disabled storage must not break a page.
type Kind = 'local' | 'session'

function area(kind: Kind): Storage | undefined {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage
  } catch {
    return undefined
  }
}

export function readStorage(key: string, kind: Kind = 'local'): string | null {
  try {
    return area(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeStorage(key: string, value: string, kind: Kind = 'local'): void {
  try {
    area(kind)?.setItem(key, value)
  } catch {
    // Quota exceeded or storage disabled: the preference simply is not remembered.
  }
}

export function removeStorage(key: string, kind: Kind = 'local'): void {
  try {
    area(kind)?.removeItem(key)
  } catch {
    // Nothing stored, nothing to clear.
  }
}
