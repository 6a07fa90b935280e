// The team page's calls, through the app's one fetch wrapper (replies, never thrown errors).
import { apiEnvelope } from '@/features/account/session'
import type { TeamInvitation, TeamView } from './teams.shared'

export const fetchTeam = () => apiEnvelope<TeamView>('GET', '/api/team/info')
export const inviteToTeam = (email: string) =>
  apiEnvelope<TeamInvitation>('POST', '/api/team/invite', { email })
export const joinTeam = (code: string) =>
  apiEnvelope<{ owner_email: string }>('POST', '/api/team/join', { invited_code: code })
export const removeFromTeam = (member: string) =>
  apiEnvelope<{ removed: boolean }>('POST', '/api/team/remove', { member })
