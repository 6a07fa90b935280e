// The sandbox provider's checkout page (/pay/sandbox/<order>): the order, its amount and currency, and
// Approve or Decline. The decision travels as a signed notification through the same webhook handling a
// real provider's does, then this window goes to /pay_result. A banner says it is a test checkout: a
// server runs the sandbox only when its operator asked for it, but a visitor must still know.
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { fromMinor } from '@/config/payments'
import { planName } from '@/features/account/viewer-store'
import { METHOD_LABEL, monthCount } from '@/features/billing/payment-labels'
import { getLocale } from '@/i18n/locale'
import { isSuccess } from '@/lib/api-codes'
import { formatDate, formatMoney } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { decideSandbox, fetchSandboxOrder } from '../billing.functions'

export function SandboxCheckoutPage({ orderId }: { orderId: string }) {
  const locale = getLocale()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const query = useQuery({
    queryKey: ['sandbox-order', orderId],
    queryFn: () => fetchSandboxOrder({ data: { orderId } }),
    retry: false,
  })
  const decide = async (approve: boolean) => {
    setBusy(true)
    setFailed(false)
    const reply = await decideSandbox({ data: { orderId, approve, lang: locale } }).catch(() => null)
    if (reply && isSuccess(reply.code) && reply.data) {
      window.location.assign(reply.data.url)
      return
    }
    setBusy(false)
    setFailed(true)
  }
  const order = query.data && isSuccess(query.data.code) ? query.data.data : null
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      {/* Whoever reaches this page must know it grants plans without money (docs/billing.md). */}
      <p
        role="note"
        className="mb-4 rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-sm font-medium text-amber-900"
        data-testid="sandbox-banner"
      >
        {m.sandbox_banner()}
      </p>
      <Card className="p-8" data-testid="sandbox-checkout">
        <p className="text-xs font-semibold tracking-wide text-amber-700 uppercase">{m.sandbox_badge()}</p>
        <h1 className="mt-1 text-2xl font-semibold text-gray-900">{m.sandbox_title()}</h1>
        <p className="mt-2 text-sm text-gray-600">{m.sandbox_note()}</p>
        {query.isPending ? (
          <p className="mt-6 text-sm text-gray-500">{m.account_loading()}</p>
        ) : !order ? (
          <p className="mt-6 text-sm text-red-700" role="alert" data-testid="sandbox-missing">
            {m.sandbox_missing()}
          </p>
        ) : (
          <>
            <dl className="mt-6 grid grid-cols-[8rem_1fr] gap-x-3 gap-y-2 text-sm">
              <dt className="text-gray-500">{m.sandbox_order()}</dt>
              <dd className="truncate font-mono text-xs text-gray-900 leading-5">{order.id}</dd>
              <dt className="text-gray-500">{m.orders_plan()}</dt>
              <dd className="text-gray-900">
                {planName(order.plan_id)} · {monthCount(order.months)}
              </dd>
              <dt className="text-gray-500">{m.orders_method()}</dt>
              <dd className="text-gray-900">{METHOD_LABEL[order.payment_method]()}</dd>
              <dt className="text-gray-500">{m.orders_date()}</dt>
              <dd className="text-gray-900">{formatDate(new Date(order.created_at * 1000), locale)}</dd>
              <dt className="text-gray-500">{m.sandbox_amount()}</dt>
              <dd className="text-xl font-bold text-gray-900" data-testid="sandbox-amount">
                {formatMoney(fromMinor(order.amount_minor), locale, { currency: order.currency })}{' '}
                <span className="text-sm font-normal text-gray-500">{order.currency}</span>
              </dd>
            </dl>
            {failed ? (
              <p className="mt-4 text-sm text-red-700" role="alert">
                {m.sandbox_error()}
              </p>
            ) : null}
            <div className="mt-8 flex justify-end gap-2">
              <Button
                variant="outline"
                disabled={busy || order.state !== 'created'}
                onClick={() => void decide(false)}
                data-testid="sandbox-decline"
              >
                {m.sandbox_decline()}
              </Button>
              <Button
                disabled={busy || order.state !== 'created'}
                onClick={() => void decide(true)}
                data-testid="sandbox-approve"
              >
                {m.sandbox_approve()}
              </Button>
            </div>
          </>
        )}
      </Card>
    </div>
  )
}
