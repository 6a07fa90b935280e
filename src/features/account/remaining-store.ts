// Remaining uses per quota feature, as the last quota-tracked reply reported them (spec §7: every list
// and detail call updates the stored remaining count when the reply gives a non-negative remaining).
// The free-limit banner reads it.

import type { QuotaFeature } from '@/config/quotas'
import { createStore, useStore } from '@/lib/store'

export const remainingStore = createStore<Partial<Record<QuotaFeature, number>>>({})

export function setRemaining(feature: QuotaFeature, remaining: number): void {
  if (remaining < 0) return
  remainingStore.set((prev) => ({ ...prev, [feature]: remaining }))
}

export function useRemaining(feature: QuotaFeature | null): number | undefined {
  const all = useStore(remainingStore)
  return feature ? all[feature] : undefined
}
