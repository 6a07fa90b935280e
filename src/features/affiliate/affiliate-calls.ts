// The affiliate panel's calls, through the app's one fetch wrapper (replies, never thrown errors).
import { apiEnvelope } from '@/features/account/session'
import type { AffiliateChannel, AffiliateDashboard } from './affiliate.shared'

export const fetchAffiliateDashboard = () =>
  apiEnvelope<AffiliateDashboard>('GET', '/api/affiliate/dashboard')
export const applyAffiliate = (input: { website: string; channel: AffiliateChannel; agree: boolean }) =>
  apiEnvelope<AffiliateDashboard>('POST', '/api/affiliate/apply', input)
