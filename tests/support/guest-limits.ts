// The guest limits the browser tests check at their exact boundary, read from the configuration that
// enforces them (the quota table, src/config/quotas.ts), so a test names the documented number once
// and a change to how guests are admitted is made here, not in each test (docs/quotas.md).
import { limitFor } from '../../src/config/quotas'

/** Product details a guest (plan 0, the free column) may open in one Beijing day; the next is refused. */
export function guestProductDetailsPerDay(): number {
  const limit = limitFor('product-detail', 0)
  if (limit === 'unlimited') throw new Error('the free plan has no product-detail limit to test')
  return limit
}

/**
 * Product details a fresh browser (no cookies) is shown before the first refusal: the page the visit
 * enters on is free, so a shared link always opens (docs/quotas.md "Shared links"); every detail after
 * it is counted on the guest that entry page started, the free plan's daily number.
 */
export function productDetailsShownToFreshVisitor(): number {
  return 1 + guestProductDetailsPerDay()
}
