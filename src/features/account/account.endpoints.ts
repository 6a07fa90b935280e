// The account endpoints shared by /api (the public contract) and the pages' server functions
// (account.functions.ts): one handler, the same session check and reply.
import type { QuotaUsageEntry } from '@/config/quotas'
import { ok } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import type { Endpoint, NoInput } from '@/server/http/endpoint-call'
import { requireUser } from '@/server/quota/quota'
import { usageEntries } from '@/server/quota/usage'

/** Today's used, limit (num) and remaining per feature for the caller. */
export const quotaUsageEndpoint: Endpoint<typeof NoInput, QuotaUsageEntry[]> = async (_input, ctx) => {
  const viewer = await requireUser(ctx)
  return ok(await usageEntries(await getDatabase(), viewer.userId, viewer.planId))
}
