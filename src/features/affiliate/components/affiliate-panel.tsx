// The affiliate application form and dashboard on /affiliate: visitors are asked to sign in; a
// signed-in account applies (website, channel, the agreement); an affiliate sees the referral link,
// clicks, sign-ups, paying users, commission earned, pending and paid, and the ledger.
import { type FormEvent, useEffect, useState } from 'react'
import * as v from 'valibot'
import { AppLink } from '@/components/ui/app-link'
import { Button, buttonVariants } from '@/components/ui/button'
import { copyWithToast } from '@/components/ui/copy'
import { Input, Select } from '@/components/ui/input'
import { siteConfig } from '@/config/site'
import { useViewer } from '@/features/account/viewer-store'
import { getLocale } from '@/i18n/locale'
import { isSuccess } from '@/lib/api-codes'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import type { Locale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import {
  AFFILIATE_CHANNELS,
  AFFILIATE_COOKIE_DAYS,
  AffiliateApplySchema,
  type AffiliateChannel,
  type AffiliateDashboard,
  type Money,
} from '../affiliate.shared'
import { applyAffiliate, fetchAffiliateDashboard } from '../affiliate-calls'

const CHANNEL_LABEL: Record<AffiliateChannel, () => string> = {
  course: m.affiliate_channel_course,
  video: m.affiliate_channel_video,
  blog: m.affiliate_channel_blog,
  community: m.affiliate_channel_community,
  agency: m.affiliate_channel_agency,
  other: m.affiliate_channel_other,
}

function money(minor: number, currency: string, locale: Locale): string {
  const text = formatMoney(Math.abs(minor) / 100, locale, { currency: currency === 'CNY' ? 'CNY' : 'USD' })
  return minor < 0 ? `-${text}` : text
}

const moneyList = (sums: Money, locale: Locale) => {
  const entries = Object.entries(sums)
  return entries.length === 0
    ? money(0, locale === 'cn' ? 'CNY' : 'USD', locale)
    : entries.map(([c, v]) => money(v, c, locale)).join(' + ')
}

function ApplyForm({ onDone }: { onDone: (d: AffiliateDashboard) => void }) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const parsed = v.safeParse(AffiliateApplySchema, {
      website: String(form.get('website') ?? ''),
      channel: String(form.get('channel') ?? ''),
      agree: form.get('agree') === 'on',
    })
    if (!parsed.success) {
      const key = parsed.issues[0]?.path?.[0]?.key
      setError(
        key === 'agree'
          ? m.affiliate_error_agree()
          : key === 'channel'
            ? m.affiliate_error_channel()
            : m.affiliate_error_website(),
      )
      return
    }
    setBusy(true)
    const reply = await applyAffiliate(parsed.output)
    setBusy(false)
    if (isSuccess(reply.code) && reply.data) onDone(reply.data)
    else setError(m.affiliate_error_generic())
  }
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4" data-testid="affiliate-apply">
      <h2 className="text-xl font-semibold text-gray-900">{m.affiliate_apply_title()}</h2>
      <div className="grid gap-1">
        <label htmlFor="aff-website" className="text-sm font-medium text-gray-700">
          {m.affiliate_website()}
        </label>
        <Input
          id="aff-website"
          name="website"
          type="url"
          placeholder="https://"
          data-testid="affiliate-website"
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor="aff-channel" className="text-sm font-medium text-gray-700">
          {m.affiliate_channel()}
        </label>
        <Select id="aff-channel" name="channel" defaultValue="course" data-testid="affiliate-channel">
          {AFFILIATE_CHANNELS.map((c) => (
            <option key={c} value={c}>
              {CHANNEL_LABEL[c]()}
            </option>
          ))}
        </Select>
      </div>
      <label className="flex items-start gap-2 text-sm text-gray-700">
        <input type="checkbox" name="agree" className="mt-1" data-testid="affiliate-agree" />
        <span>
          {m.affiliate_agree()}{' '}
          <AppLink href="/affiliate-agreement" localPage className="text-brand-700 underline">
            {m.affiliate_read_agreement()}
          </AppLink>
        </span>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700" data-testid="affiliate-error">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={busy} data-testid="affiliate-submit" className="justify-self-start">
        {m.affiliate_apply_submit()}
      </Button>
    </form>
  )
}

function Dashboard({ data }: { data: Extract<AffiliateDashboard, { clicks: number }> }) {
  const locale = getLocale()
  const n = (x: number) => formatNumber(x)
  const stats = [
    { id: 'clicks', label: m.affiliate_clicks(), value: n(data.clicks) },
    { id: 'signups', label: m.affiliate_signups(), value: n(data.signups) },
    { id: 'paying', label: m.affiliate_paying(), value: n(data.paying) },
    { id: 'earned', label: m.affiliate_earned(), value: moneyList(data.earned, locale) },
    { id: 'pending', label: m.affiliate_pending(), value: moneyList(data.pending, locale) },
    { id: 'paid', label: m.affiliate_paid(), value: moneyList(data.paid, locale) },
  ]
  return (
    <div className="grid gap-6" data-testid="affiliate-dashboard">
      <h2 className="text-xl font-semibold text-gray-900">{m.affiliate_dashboard_title()}</h2>
      <div>
        <label htmlFor="aff-link" className="text-sm font-medium text-gray-700">
          {m.affiliate_link()}
        </label>
        <div className="mt-1 flex gap-2">
          <Input
            id="aff-link"
            readOnly
            value={data.affiliate.link}
            className="flex-1"
            data-testid="affiliate-link"
          />
          <Button
            variant="outline"
            onClick={() =>
              void copyWithToast(data.affiliate.link, {
                copied: m.invite_dialog_copied(),
                failed: m.invite_dialog_copy_failed(),
              })
            }
          >
            {m.invite_dialog_copy()}
          </Button>
        </div>
        <p className="mt-1 text-xs text-gray-500">{m.affiliate_link_note({ days: AFFILIATE_COOKIE_DAYS })}</p>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {stats.map((s) => (
          <div key={s.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="text-xs text-gray-500">{s.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-gray-900" data-testid={`affiliate-${s.id}`}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto">
        <h3 className="font-semibold text-gray-900">{m.affiliate_ledger()}</h3>
        {data.ledger.length === 0 ? (
          <p className="mt-2 text-sm text-gray-500">{m.affiliate_ledger_empty()}</p>
        ) : (
          <table className="mt-2 w-full text-left text-sm" data-testid="affiliate-ledger">
            <thead>
              <tr className="text-gray-500">
                <th scope="col" className="py-1">
                  {m.affiliate_ledger_date()}
                </th>
                <th scope="col" className="py-1">
                  {m.affiliate_ledger_kind()}
                </th>
                <th scope="col" className="py-1 text-right">
                  {m.affiliate_ledger_amount()}
                </th>
                <th scope="col" className="py-1">
                  {m.affiliate_ledger_state()}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.ledger.map((l) => (
                <tr
                  key={`${l.order_id}:${l.period}:${l.kind}`}
                  className="border-t border-gray-100"
                  data-testid="affiliate-ledger-row"
                >
                  <td className="py-1">{formatDate(l.created_at * 1000, locale)}</td>
                  <td className="py-1">
                    {l.kind === 'commission'
                      ? l.period === 'initial'
                        ? m.affiliate_kind_commission()
                        : m.affiliate_kind_renewal()
                      : m.affiliate_kind_reversal()}
                  </td>
                  <td className="py-1 text-right tabular-nums" data-testid="affiliate-ledger-amount">
                    {money(l.amount_minor, l.currency, locale)}
                  </td>
                  <td className="py-1">
                    {l.state === 'paid' ? m.affiliate_state_paid() : m.affiliate_state_pending()}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </div>
  )
}

export function AffiliatePanel() {
  const viewer = useViewer()
  const registered = viewer !== null && !viewer.isGuest
  const [data, setData] = useState<AffiliateDashboard | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!registered) return
    let live = true
    void fetchAffiliateDashboard().then((reply) => {
      if (!live) return
      if (isSuccess(reply.code) && reply.data) setData(reply.data)
      else setFailed(true)
    })
    return () => {
      live = false
    }
  }, [registered])
  return (
    <section className="mt-12 rounded-2xl border border-gray-200 bg-white p-6" id="affiliate-panel">
      {!viewer ? (
        <div className="h-32 animate-pulse rounded bg-gray-100" aria-busy="true" />
      ) : !registered ? (
        <div data-testid="affiliate-sign-in">
          <p className="text-gray-700">{m.affiliate_sign_in()}</p>
          <AppLink
            href={`${siteConfig.account.login.url}?redirect=%2Faffiliate`}
            localPage
            className={buttonVariants({ className: 'mt-4' })}
          >
            {siteConfig.account.login.name()}
          </AppLink>
        </div>
      ) : failed ? (
        <p role="alert" className="text-sm text-red-700">
          {m.affiliate_error_generic()}
        </p>
      ) : !data ? (
        <div className="h-32 animate-pulse rounded bg-gray-100" aria-busy="true" />
      ) : 'clicks' in data ? (
        <Dashboard data={data} />
      ) : (
        <ApplyForm onDone={setData} />
      )}
    </section>
  )
}
