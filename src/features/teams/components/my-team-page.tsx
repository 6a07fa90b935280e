// /my-team (spec §2, §4, §6): the primary account of a team plan invites members by email (seats
// enforced by the server), copies or withdraws invitations and removes members; a member sees whose
// team they work in; an invited person arriving with ?invited_code= joins when signed in with the
// invited email. Replies are turned into our own words; a server message never reaches the page.
import { Users } from 'lucide-react'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import * as v from 'valibot'
import { AppLink } from '@/components/ui/app-link'
import { Button, buttonVariants } from '@/components/ui/button'
import { copyWithToast } from '@/components/ui/copy'
import { Input } from '@/components/ui/input'
import { notify } from '@/components/ui/toast'
import { siteConfig } from '@/config/site'
import { fetchToken } from '@/features/account/session'
import { planName, useViewer } from '@/features/account/viewer-store'
import { getLocale } from '@/i18n/locale'
import { API_CODES, isSessionInvalid, isSuccess } from '@/lib/api-codes'
import { formatDate } from '@/lib/format'
import { reached } from '@/lib/server-call'
import { m } from '@/paraglide/messages'
import { fetchTeam, inviteToTeam, joinTeam, removeFromTeam } from '../teams.functions'
import { TeamInviteSchema, type TeamView } from '../teams.shared'

type JoinState = 'idle' | 'joining' | 'joined' | 'wrong-email' | 'gone' | 'refused'

/** Which refusal a join reply is: the code, and for a 10400 the field note the server leads with. */
function joinFailure(code: number, msg: string): JoinState {
  if (code === API_CODES.notFound) return 'gone'
  if (code === API_CODES.invalidParameter && msg.includes('another email')) return 'wrong-email'
  return 'refused'
}

const JOIN_TEXT: Record<Exclude<JoinState, 'idle'>, () => string> = {
  joining: m.team_join_joining,
  joined: m.team_join_done,
  'wrong-email': m.team_join_wrong_email,
  gone: m.team_join_gone,
  refused: m.team_join_refused,
}

function SignInPrompt({ invitedCode }: { invitedCode?: string }) {
  const back = encodeURIComponent(invitedCode ? `/my-team?invited_code=${invitedCode}` : '/my-team')
  return (
    <div className="mt-6 rounded-2xl border border-gray-200 bg-white p-6" data-testid="team-sign-in">
      <p className="text-gray-700">{invitedCode ? m.team_invited_sign_in() : m.team_sign_in()}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <AppLink
          href={`${siteConfig.account.login.url}?redirect=${back}`}
          localPage
          className={buttonVariants()}
        >
          {siteConfig.account.login.name()}
        </AppLink>
        <AppLink
          href={`${siteConfig.account.register.url}?redirect=${back}`}
          localPage
          className={buttonVariants({ variant: 'outline' })}
        >
          {siteConfig.account.register.name()}
        </AppLink>
      </div>
    </div>
  )
}

function OwnerPanel({
  team,
  reload,
}: {
  team: Extract<TeamView, { role: 'owner' }>
  reload: () => Promise<void>
}) {
  const locale = getLocale()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const used = team.members.length + team.invitations.length
  // Every seat taken (members and pending invitations): the form is off and says why; the server
  // refuses a further invitation anyway.
  const full = used >= team.seats
  const copy = (link: string) =>
    void copyWithToast(link, { copied: m.invite_dialog_copied(), failed: m.invite_dialog_copy_failed() })
  const invite = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = e.currentTarget
    const parsed = v.safeParse(TeamInviteSchema, { email: String(new FormData(form).get('email') ?? '') })
    if (!parsed.success) {
      setError(m.team_error_email())
      return
    }
    setBusy(true)
    const reply = await reached(inviteToTeam({ data: { email: parsed.output.email } }))
    setBusy(false)
    if (isSuccess(reply.code) && reply.data) {
      setError(null)
      form.reset()
      copy(reply.data.link)
      await reload()
    } else {
      setError(
        reply.code === API_CODES.limitReached
          ? m.team_error_seats({ seats: team.seats })
          : reply.code === API_CODES.invalidParameter
            ? m.team_error_email_refused()
            : m.team_error_generic(),
      )
    }
  }
  const remove = async (member: string) => {
    const reply = await reached(removeFromTeam({ data: { member } }))
    if (isSuccess(reply.code)) await reload()
    else void notify('error', m.team_error_generic())
  }
  return (
    <div className="mt-6 grid gap-6">
      <section className="rounded-2xl border border-gray-200 bg-white p-6">
        <p className="text-sm text-gray-600" data-testid="team-seats">
          {m.team_seats({ plan: planName(team.plan_id), used, seats: team.seats })}
        </p>
        <form noValidate onSubmit={(e) => void invite(e)} className="mt-4 flex flex-col gap-2 sm:flex-row">
          <label htmlFor="team-email" className="sr-only">
            {m.team_invite_email()}
          </label>
          <Input
            id="team-email"
            name="email"
            type="email"
            autoComplete="off"
            placeholder={m.team_invite_email()}
            className="flex-1"
            data-testid="team-email"
            disabled={full}
            aria-invalid={error ? true : undefined}
            aria-describedby={full ? 'team-full' : error ? 'team-email-error' : undefined}
          />
          <Button type="submit" disabled={busy || full} data-testid="team-invite">
            {m.team_invite_submit()}
          </Button>
        </form>
        {full ? (
          <p id="team-full" className="mt-2 text-sm text-amber-800" data-testid="team-full">
            {m.team_error_seats({ seats: team.seats })}
          </p>
        ) : null}
        {error ? (
          <p
            id="team-email-error"
            role="alert"
            className="mt-2 text-sm text-red-700"
            data-testid="team-error"
          >
            {error}
          </p>
        ) : null}
      </section>
      <section className="rounded-2xl border border-gray-200 bg-white p-6">
        <h2 className="font-semibold text-gray-900">{m.team_members_title()}</h2>
        {team.members.length === 0 && team.invitations.length === 0 ? (
          <p className="mt-3 text-sm text-gray-500" data-testid="team-empty">
            {m.team_members_empty()}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-100" data-testid="team-list">
            {team.members.map((member) => (
              <li
                key={member.user_id}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
                data-testid="team-member"
              >
                <span className="min-w-0 truncate text-sm text-gray-900">{member.email}</span>
                <span className="flex items-center gap-3 text-xs text-gray-500">
                  {m.team_joined({ date: formatDate(member.joined_at * 1000, locale) })}
                  <Button size="sm" variant="outline" onClick={() => void remove(member.user_id)}>
                    {m.team_remove()}
                  </Button>
                </span>
              </li>
            ))}
            {team.invitations.map((invitation) => (
              <li
                key={invitation.email}
                className="flex flex-wrap items-center justify-between gap-2 py-3"
                data-testid="team-invitation"
              >
                <span className="min-w-0 truncate text-sm text-gray-700">
                  {invitation.email} <span className="text-xs text-amber-700">{m.team_pending()}</span>
                </span>
                <span className="flex items-center gap-2">
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => copy(invitation.link)}
                    data-testid="team-copy-link"
                  >
                    {m.team_copy_link()}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => void remove(invitation.email)}>
                    {m.team_withdraw()}
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

export function MyTeamPage({ invitedCode }: { invitedCode?: string }) {
  const viewer = useViewer()
  const registered = viewer !== null && !viewer.isGuest
  const [team, setTeam] = useState<TeamView | null>(null)
  const [failed, setFailed] = useState(false)
  const [join, setJoin] = useState<JoinState>('idle')
  const reload = useCallback(async () => {
    const reply = await reached(fetchTeam())
    if (isSuccess(reply.code) && reply.data) {
      setTeam(reply.data)
      setFailed(false)
    } else setFailed(!isSessionInvalid(reply.code))
  }, [])
  useEffect(() => {
    if (!registered) return
    let live = true
    void (async () => {
      if (invitedCode) {
        setJoin('joining')
        const reply = await reached(joinTeam({ data: { invited_code: invitedCode } }))
        if (!live) return
        if (isSuccess(reply.code)) {
          setJoin('joined')
          // The member now works under the team's plan: refresh the plan badge.
          await fetchToken()
        } else setJoin(joinFailure(reply.code, reply.msg))
      }
      if (live) await reload()
    })()
    return () => {
      live = false
    }
  }, [registered, invitedCode, reload])

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex items-center gap-3">
        <Users className="size-8 text-brand-500" aria-hidden />
        <h1 className="text-2xl font-bold text-gray-900">{m.team_title()}</h1>
      </div>
      <p className="mt-2 text-gray-600">{m.team_intro()}</p>
      {join !== 'idle' ? (
        <p
          role="status"
          data-testid="team-join"
          data-state={join}
          className={
            join === 'joined'
              ? 'mt-4 rounded-md bg-green-50 p-3 text-sm text-green-800'
              : 'mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900'
          }
        >
          {JOIN_TEXT[join]()}
        </p>
      ) : null}
      {!viewer ? (
        <div className="mt-6 h-40 animate-pulse rounded-2xl bg-gray-100" aria-busy="true" />
      ) : !registered ? (
        <SignInPrompt invitedCode={invitedCode} />
      ) : failed ? (
        <p role="alert" className="mt-6 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {m.team_error_generic()}
        </p>
      ) : !team ? (
        <div className="mt-6 h-40 animate-pulse rounded-2xl bg-gray-100" aria-busy="true" />
      ) : team.role === 'owner' ? (
        <OwnerPanel team={team} reload={reload} />
      ) : team.role === 'member' ? (
        <p
          className="mt-6 rounded-2xl border border-gray-200 bg-white p-6 text-gray-700"
          data-testid="team-member-view"
        >
          {m.team_member_of({ owner: team.owner_email, plan: planName(team.plan_id) })}
        </p>
      ) : (
        <div className="mt-6 rounded-2xl border border-gray-200 bg-white p-6" data-testid="team-none">
          <p className="text-gray-700">{m.team_none()}</p>
          <AppLink href="/pricing" localPage className={buttonVariants({ className: 'mt-4' })}>
            {m.team_see_plans()}
          </AppLink>
        </div>
      )}
    </div>
  )
}
