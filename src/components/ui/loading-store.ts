import { createStore } from '@/lib/store'

/** Spec §4: the overlay closes 400 ms after the last piece of work ends. */
export const LOADING_CLOSE_DELAY_MS = 400

const pending = createStore(0)
export const loadingVisible = createStore(false)
let closeTimer: ReturnType<typeof setTimeout> | undefined

/** Marks work as started; call the returned function once when it ends. */
export function beginLoading(): () => void {
  clearTimeout(closeTimer)
  pending.set((n) => n + 1)
  loadingVisible.set(true)
  let ended = false
  return () => {
    if (ended) return
    ended = true
    pending.set((n) => Math.max(0, n - 1))
    if (pending.get() === 0) {
      closeTimer = setTimeout(() => loadingVisible.set(false), LOADING_CLOSE_DELAY_MS)
    }
  }
}
