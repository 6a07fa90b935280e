// The header's navigation groups and language switch and the footer are in the server's HTML from the
// first byte, and hydrate when their own chunks arrive (site-header.tsx, site-shell.tsx). Until one has
// hydrated, its buttons are server HTML without handlers. The shell's ready mark (deferred-widgets.tsx)
// waits for all of them: on a loaded machine the deferred widgets could mount first, and a test's click
// on the language switch then opened nothing.
import { useEffect } from 'react'

export type ShellIsland = 'nav-left' | 'nav-right' | 'language' | 'footer'

const ISLANDS: readonly ShellIsland[] = ['nav-left', 'nav-right', 'language', 'footer']
const resolvers = new Map<ShellIsland, () => void>()

/** Settles once every island has hydrated (or, after a client navigation, mounted). */
export const shellIslandsHydrated: Promise<unknown> = Promise.all(
  ISLANDS.map((name) => new Promise<void>((resolve) => resolvers.set(name, resolve))),
)

/** Called by each island's component (no name: the same component outside an island); its effect runs once it has hydrated. */
export function useIslandHydrated(name: ShellIsland | undefined): void {
  useEffect(() => {
    if (name) resolvers.get(name)?.()
  }, [name])
}
