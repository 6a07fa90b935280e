// The team page's server functions: the endpoints of /api/team/* (teams.endpoints.ts) for the page, typed
// replies with the same refusals (no session 10001, seats full 10020, bad input 10400).
import { createServerFn } from '@tanstack/react-start'
import type * as v from 'valibot'
import { callEndpoint, NoInput } from '@/server/http/endpoint-call'
import { teamInfo, teamInvite, teamJoin, teamRemove } from './teams.endpoints'
import { TeamInviteSchema, TeamJoinSchema, TeamRemoveSchema } from './teams.shared'

export const fetchTeam = createServerFn({ method: 'GET' }).handler(() =>
  callEndpoint('team info', NoInput, {}, teamInfo),
)

export const inviteToTeam = createServerFn({ method: 'POST' })
  .validator((input: v.InferInput<typeof TeamInviteSchema>) => input)
  .handler(({ data }) => callEndpoint('team invite', TeamInviteSchema, data, teamInvite))

export const joinTeam = createServerFn({ method: 'POST' })
  .validator((input: v.InferInput<typeof TeamJoinSchema>) => input)
  .handler(({ data }) => callEndpoint('team join', TeamJoinSchema, data, teamJoin))

export const removeFromTeam = createServerFn({ method: 'POST' })
  .validator((input: v.InferInput<typeof TeamRemoveSchema>) => input)
  .handler(({ data }) => callEndpoint('team remove', TeamRemoveSchema, data, teamRemove))
