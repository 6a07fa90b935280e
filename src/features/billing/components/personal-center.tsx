// The personal center dialog (spec §2, §4, §6): profile, plan, its end and whether and how it renews
// (the payment method's own sentence, as the pricing FAQ and the pay dialog say it), today's usage per
// feature, upgrade for plans 0 and 1, and cancel auto-renewal only when cycle_subscription is 1.

import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { closeDialog } from '@/components/ui/dialog-store'
import { Table } from '@/components/ui/table'
import { notify } from '@/components/ui/toast'
import { fromMinor, type OrderView } from '@/config/payments'
import { ALL_PLANS } from '@/config/plans'
import { featureName, type QuotaUsageEntry } from '@/config/quotas'
import { CYCLE, canUpgrade } from '@/config/subscription'
import { reactToApiCode } from '@/features/account/api-reaction'
import { fetchQuotaUsage } from '@/features/account/quota-usage'
import { fetchToken } from '@/features/account/session'
import { planName, useViewer } from '@/features/account/viewer-store'
import { METHOD_LABEL, monthCount, ORDER_STATE_LABEL, RENEWAL_RULE } from '@/features/billing/payment-labels'
import { getLocale } from '@/i18n/locale'
import { isSuccess } from '@/lib/api-codes'
import { formatDate, formatMoney, formatNumber } from '@/lib/format'
import { reached } from '@/lib/server-call'
import { m } from '@/paraglide/messages'
import { cancelRenewal, fetchMyOrders } from '../billing.functions'

/**
 * The order the plan in force came from, to say how it renews: the renewing card order while
 * auto-renewal runs, else the latest paid order of that plan (none for a reward or a team seat).
 */
function orderInForce(orders: OrderView[] | null, planId: number, renews: boolean): OrderView | null {
  if (!orders) return null
  if (renews) return orders.find((o) => o.renews) ?? null
  return orders.find((o) => o.plan_id === planId && (o.state === 'paid' || o.state === 'renewed')) ?? null
}

export function PersonalCenter() {
  const viewer = useViewer()
  const router = useRouter()
  const locale = getLocale()
  const [usage, setUsage] = useState<QuotaUsageEntry[] | null>(null)
  const [orders, setOrders] = useState<OrderView[] | null>(null)
  const [busy, setBusy] = useState(false)
  const isGuest = viewer?.isGuest ?? true
  useEffect(() => {
    let live = true
    void fetchQuotaUsage().then((reply) => {
      if (!live) return
      if (isSuccess(reply.code) && reply.data) setUsage(reply.data)
      else void reactToApiCode(reply)
    })
    // A guest has no orders (buying needs an account).
    if (!isGuest)
      void fetchMyOrders().then((reply) => {
        if (live) setOrders(isSuccess(reply.code) && reply.data ? reply.data : [])
      })
    return () => {
      live = false
    }
  }, [isGuest])
  if (!viewer) return null
  const seats = ALL_PLANS.find((p) => p.id === viewer.planId)?.memberAccounts ?? 0
  const renews = viewer.cycleSubscription === CYCLE.autoRenew
  const endDate = viewer.expireAt > 0 ? formatDate(new Date(viewer.expireAt * 1000), locale) : '-'
  const inForce = orderInForce(orders, viewer.planId, renews)
  const cancel = async () => {
    setBusy(true)
    const reply = await reached(cancelRenewal())
    setBusy(false)
    if (isSuccess(reply.code)) {
      void notify('success', m.account_cancel_done())
      await fetchToken()
    } else {
      // Spec §8: the failure text is shown in the success style.
      void notify('success', m.account_cancel_failed())
    }
  }
  return (
    <DialogContent data-testid="personal-center" className="max-w-lg">
      <DialogTitle className="text-lg font-semibold text-gray-900">{m.user_personal_center()}</DialogTitle>
      <DialogDescription className="sr-only">{m.account_center_description()}</DialogDescription>
      <dl className="mt-4 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
        <dt className="text-gray-500">{m.account_username()}</dt>
        <dd className="truncate text-gray-900">{viewer.username || '-'}</dd>
        <dt className="text-gray-500">{m.account_email()}</dt>
        <dd className="truncate text-gray-900">{viewer.email}</dd>
        <dt className="text-gray-500">{m.account_plan()}</dt>
        <dd className="text-gray-900" data-testid="center-plan">
          {viewer.planName}
        </dd>
        <dt className="text-gray-500">{m.account_expires()}</dt>
        <dd className="text-gray-900" data-testid="center-expires">
          {viewer.expireAt > 0 ? formatDate(new Date(viewer.expireAt * 1000), locale) : '-'}
        </dd>
        {viewer.planId > 0 ? (
          <>
            <dt className="text-gray-500">{m.account_renewal()}</dt>
            <dd className="text-gray-900" data-testid="center-renewal" data-renews={String(renews)}>
              {renews ? m.account_renews_auto({ date: endDate }) : m.account_renews_never({ date: endDate })}
              {inForce ? (
                <span
                  className="mt-0.5 block text-xs text-gray-500"
                  data-testid="center-renewal-rule"
                  data-renewal-rule={inForce.payment_method}
                >
                  {/* A card order that no longer renews was cancelled; anything else reads as its method's rule. */}
                  {!renews && !inForce.once
                    ? m.account_renewal_cancelled()
                    : RENEWAL_RULE[inForce.payment_method]()}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        {seats > 0 ? (
          <>
            <dt className="text-gray-500">{m.account_team_seats()}</dt>
            <dd className="text-gray-900" data-testid="center-seats">
              {formatNumber(seats)}
            </dd>
          </>
        ) : null}
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-gray-900">{m.account_usage_today()}</h3>
      {usage === null ? (
        <p className="mt-2 text-sm text-gray-500">{m.account_loading()}</p>
      ) : (
        <Table
          aria-label={m.account_usage_today()}
          className="mt-2 w-full text-sm"
          data-testid="center-usage"
          head={false}
          cellClassName="py-1"
          rows={usage}
          rowKey={(entry) => entry.feature}
          columns={[
            {
              key: 'feature',
              header: m.account_usage_today(),
              rowHeader: true,
              cellClassName: 'text-gray-700',
              cell: (entry) => featureName(entry.feature, locale),
            },
            {
              key: 'used',
              header: m.account_usage_today(),
              numeric: true,
              cellClassName: 'text-gray-900',
              cell: (entry) =>
                entry.num < 0
                  ? m.account_usage_unlimited({ used: formatNumber(entry.used) })
                  : entry.num === 0
                    ? m.account_usage_not_included()
                    : `${formatNumber(entry.used)} / ${formatNumber(entry.num)}`,
            },
          ]}
        />
      )}
      {orders && orders.length > 0 ? <OrderList orders={orders} /> : null}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        {viewer.cycleSubscription === CYCLE.autoRenew ? (
          <Button variant="outline" disabled={busy} onClick={() => void cancel()} data-testid="center-cancel">
            {m.account_cancel_subscription()}
          </Button>
        ) : null}
        {canUpgrade(viewer.planId) ? (
          <Button
            data-testid="center-upgrade"
            onClick={() => {
              closeDialog()
              void router.navigate({ href: '/pricing' })
            }}
          >
            {m.limit_prompt_upgrade()}
          </Button>
        ) : null}
        <Button variant="ghost" onClick={closeDialog}>
          {m.dialog_close()}
        </Button>
      </div>
    </DialogContent>
  )
}

/** The user's orders (issue 16): date, plan, amount, method and state. */
function OrderList({ orders }: { orders: OrderView[] }) {
  const locale = getLocale()
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold text-gray-900">{m.orders_title()}</h3>
      <div className="mt-2 overflow-x-auto">
        <Table
          aria-label={m.orders_title()}
          className="w-full text-sm"
          data-testid="center-orders"
          headRowClassName="text-left text-xs text-gray-500"
          headerCellClassName="py-1 pr-2 font-normal last:pr-0"
          cellClassName="py-1 pr-2 last:pr-0"
          rows={orders}
          rowKey={(order) => order.id}
          rowProps={(order) => ({ 'data-state': order.state })}
          columns={[
            {
              key: 'date',
              header: m.orders_date(),
              cellClassName: 'whitespace-nowrap text-gray-700',
              cell: (order) => formatDate(new Date(order.created_at * 1000), locale),
            },
            {
              key: 'plan',
              header: m.orders_plan(),
              cellClassName: 'text-gray-900',
              cell: (order) => (
                <>
                  {planName(order.plan_id)}
                  <span className="block text-xs text-gray-500">{monthCount(order.months)}</span>
                </>
              ),
            },
            {
              key: 'amount',
              header: m.orders_amount(),
              numeric: true,
              cellClassName: 'whitespace-nowrap text-gray-900',
              cell: (order) =>
                formatMoney(fromMinor(order.amount_minor), locale, { currency: order.currency }),
            },
            {
              key: 'method',
              header: m.orders_method(),
              cellClassName: 'text-gray-700',
              cell: (order) => METHOD_LABEL[order.payment_method](),
            },
            {
              key: 'state',
              header: m.orders_state(),
              cellClassName: 'text-gray-700',
              cell: (order) => ORDER_STATE_LABEL[order.state](),
            },
          ]}
        />
      </div>
    </>
  )
}
