import { useSyncExternalStore } from 'react'

export type Store<T> = {
  get: () => T
  set: (next: T | ((prev: T) => T)) => void
  subscribe: (listener: () => void) => () => void
  /** The value rendered on the server and during hydration. */
  initial: T
}

/** A minimal external store for app-wide UI state (dialogs, loading) that any module can update. */
export function createStore<T>(initial: T): Store<T> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    initial,
    get: () => state,
    set(next) {
      state = next instanceof Function ? next(state) : next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial)
}

/**
 * One value derived from a store; the component re-renders only when that value changes (compared
 * with Object.is), not on every change of the store. `select` must return the same value (or the same
 * object) for the same state.
 */
export function useStoreValue<T, S>(store: Store<T>, select: (state: T) => S): S {
  return useSyncExternalStore(
    store.subscribe,
    () => select(store.get()),
    () => select(store.initial),
  )
}
