// The caller's quota usage today (the server function over GET /api/common/used_limit_count), read by the personal center and
// the free-limit banner through this one function: each read also fills the remaining-count store for
// features no reply has reported yet, so the banner and the dialog never disagree.
import { isQuotaFeature, type QuotaUsageEntry } from '@/config/quotas'
import { type ApiEnvelope, isSuccess } from '@/lib/api-codes'
import { reached } from '@/lib/server-call'
import { fetchUsage } from './account.functions'
import { remainingStore, setRemaining } from './remaining-store'

export async function fetchQuotaUsage(): Promise<ApiEnvelope<QuotaUsageEntry[] | null>> {
  const reply = await reached(fetchUsage())
  if (isSuccess(reply.code) && reply.data) {
    // A reply's own count is fresher than this summary: only unknown features are filled.
    const known = remainingStore.get()
    for (const entry of reply.data) {
      if (isQuotaFeature(entry.feature) && known[entry.feature] === undefined)
        setRemaining(entry.feature, entry.remaining)
    }
  }
  return reply
}
