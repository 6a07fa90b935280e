// The affiliate application form and dashboard on /affiliate: visitors are asked to sign in; a
// signed-in account applies (website, channel, the agreement); an affiliate sees the referral link,
// clicks, sign-ups, paying users, commission earned, pending, approved and paid out, the ledger (each
// commission with its order, currency, amount and state) and the payouts made (date, amount, reference).

import { type FormEvent, useEffect, useState } from 'react'
import * as v from 'valibot'
import { AppLink } from '@/components/ui/app-link'
import { Button, buttonVariants } from '@/components/ui/button'
import { copyWithToast } from '@/components/ui/copy'
import { Input, Select } from '@/components/ui/input'
import { Table } from '@/components/ui/table'
import { siteConfig } from '@/config/site'
import { useViewer } from '@/features/account/viewer-store'
import { getLocale } from '@/i18n/locale'
import { isSuccess } from '@/lib/api-codes'
import { formatDate, formatMinorMoney, formatNumber } from '@/lib/format'
import type { Locale } from '@/lib/locale'
import { reached } from '@/lib/server-call'
import { m } from '@/paraglide/messages'
import { applyAffiliate, fetchAffiliateDashboard } from '../affiliate.functions'
import {
  AFFILIATE_CHANNELS,
  AFFILIATE_PAYOUT_THRESHOLD_MINOR,
  AFFILIATE_REFUND_WINDOW_DAYS,
  AFFILIATE_WINDOW_DAYS,
  AffiliateApplySchema,
  type AffiliateChannel,
  type AffiliateDashboard,
  type Balance,
  type LedgerLine,
  type Payout,
} from '../affiliate.shared'

const CHANNEL_LABEL: Record<AffiliateChannel, () => string> = {
  course: m.affiliate_channel_course,
  video: m.affiliate_channel_video,
  blog: m.affiliate_channel_blog,
  community: m.affiliate_channel_community,
  agency: m.affiliate_channel_agency,
  other: m.affiliate_channel_other,
}

/** Each currency's figure, yuan first ('¥58.50 + $8.97'); exact, so nothing shows as ¥0.00 before any payout. */
const perCurrency = (balances: Balance[], pick: (b: Balance) => number) =>
  balances.map((b) => formatMinorMoney(pick(b), b.currency)).join(' + ')

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
    const reply = await reached(applyAffiliate({ data: parsed.output }))
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

const KIND_LABEL = (line: LedgerLine) =>
  line.kind === 'reversal'
    ? m.affiliate_kind_reversal()
    : line.period === 'initial'
      ? m.affiliate_kind_commission()
      : m.affiliate_kind_renewal()

function stateLabel(line: LedgerLine, locale: Locale): string {
  switch (line.state) {
    case 'pending':
      return m.affiliate_state_pending_until({ date: formatDate(line.approves_at * 1000, locale) })
    case 'approved':
      return m.affiliate_state_approved()
    case 'paid':
      return m.affiliate_state_paid()
    case 'reversed':
      return m.affiliate_state_reversed()
  }
}

/** Column padding: cells of a row read as separate values (and copy as such), never run together. */
const CELL = 'px-3 py-2 first:pl-0 last:pr-0'

function LedgerTable({ ledger, locale }: { ledger: LedgerLine[]; locale: Locale }) {
  return (
    <Table
      aria-label={m.affiliate_ledger()}
      className="mt-2 w-full text-left text-sm"
      data-testid="affiliate-ledger"
      headRowClassName="text-gray-500"
      headerCellClassName={CELL}
      cellClassName={CELL}
      rows={ledger}
      rowKey={(l) => `${l.order_id}:${l.period}:${l.kind}`}
      rowProps={(l) => ({
        'data-testid': 'affiliate-ledger-row',
        'data-state': l.state,
        'data-kind': l.kind,
      })}
      columns={[
        {
          key: 'date',
          header: m.affiliate_ledger_date(),
          cellClassName: 'whitespace-nowrap',
          cell: (l) => formatDate(l.earned_at * 1000, locale),
        },
        {
          key: 'order',
          header: m.affiliate_ledger_order(),
          cellClassName: 'font-mono text-xs',
          cellProps: (l) => ({ title: l.order_id }),
          cell: (l) => l.order_id.slice(0, 10),
        },
        { key: 'kind', header: m.affiliate_ledger_kind(), cell: (l) => KIND_LABEL(l) },
        { key: 'currency', header: m.affiliate_ledger_currency(), cell: (l) => l.currency },
        {
          key: 'amount',
          header: m.affiliate_ledger_amount(),
          numeric: true,
          cellProps: () => ({ 'data-testid': 'affiliate-ledger-amount' }),
          cell: (l) => formatMinorMoney(l.amount_minor, l.currency),
        },
        {
          key: 'state',
          header: m.affiliate_ledger_state(),
          cellProps: () => ({ 'data-testid': 'affiliate-ledger-state' }),
          cell: (l) => stateLabel(l, locale),
        },
        {
          key: 'payout',
          header: m.affiliate_ledger_payout(),
          cellClassName: 'font-mono text-xs',
          cell: (l) => l.payout_reference ?? '',
        },
      ]}
    />
  )
}

function PayoutTable({ payouts, locale }: { payouts: Payout[]; locale: Locale }) {
  return (
    <Table
      aria-label={m.affiliate_payouts()}
      className="mt-2 w-full text-left text-sm"
      data-testid="affiliate-payouts"
      headRowClassName="text-gray-500"
      headerCellClassName={CELL}
      cellClassName={CELL}
      rows={payouts}
      rowKey={(p) => p.id}
      rowProps={() => ({ 'data-testid': 'affiliate-payout-row' })}
      columns={[
        { key: 'date', header: m.affiliate_payout_date(), cell: (p) => formatDate(p.paid_at * 1000, locale) },
        {
          key: 'amount',
          header: m.affiliate_ledger_amount(),
          numeric: true,
          cell: (p) => formatMinorMoney(p.amount_minor, p.currency),
        },
        {
          key: 'reference',
          header: m.affiliate_payout_reference(),
          cellClassName: 'font-mono text-xs',
          cell: (p) => p.reference,
        },
      ]}
    />
  )
}

function Dashboard({ data }: { data: Extract<AffiliateDashboard, { clicks: number }> }) {
  const locale = getLocale()
  const n = (x: number) => formatNumber(x)
  const stats = [
    { id: 'clicks', label: m.affiliate_clicks(), value: n(data.clicks) },
    { id: 'signups', label: m.affiliate_signups(), value: n(data.signups) },
    { id: 'paying', label: m.affiliate_paying(), value: n(data.paying) },
    { id: 'earned', label: m.affiliate_earned(), value: perCurrency(data.balances, (b) => b.earned) },
    { id: 'pending', label: m.affiliate_pending(), value: perCurrency(data.balances, (b) => b.pending) },
    { id: 'approved', label: m.affiliate_approved(), value: perCurrency(data.balances, (b) => b.approved) },
    { id: 'paid', label: m.affiliate_paid(), value: perCurrency(data.balances, (b) => b.paid) },
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
        <p className="mt-1 text-xs text-gray-500" data-testid="affiliate-window">
          {m.affiliate_link_note({ days: AFFILIATE_WINDOW_DAYS })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {stats.map((s) => (
          <div key={s.id} className="rounded-xl border border-gray-200 bg-white p-4">
            <dt className="text-xs text-gray-500">{s.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-gray-900" data-testid={`affiliate-${s.id}`}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-gray-500" data-testid="affiliate-threshold">
        {m.affiliate_threshold_note({
          days: AFFILIATE_REFUND_WINDOW_DAYS,
          cny: formatMinorMoney(AFFILIATE_PAYOUT_THRESHOLD_MINOR.CNY, 'CNY'),
          usd: formatMinorMoney(AFFILIATE_PAYOUT_THRESHOLD_MINOR.USD, 'USD'),
        })}
      </p>
      <div className="overflow-x-auto">
        <h3 className="font-semibold text-gray-900">{m.affiliate_ledger()}</h3>
        {data.ledger.length === 0 ? (
          <p className="mt-2 text-sm text-gray-500">{m.affiliate_ledger_empty()}</p>
        ) : (
          <LedgerTable ledger={data.ledger} locale={locale} />
        )}
      </div>
      <div className="overflow-x-auto">
        <h3 className="font-semibold text-gray-900">{m.affiliate_payouts()}</h3>
        {data.payouts.length === 0 ? (
          <p className="mt-2 text-sm text-gray-500" data-testid="affiliate-payouts-empty">
            {m.affiliate_payouts_empty()}
          </p>
        ) : (
          <PayoutTable payouts={data.payouts} locale={locale} />
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
    void reached(fetchAffiliateDashboard()).then((reply) => {
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
