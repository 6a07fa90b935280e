// The pay dialog (spec §2, §5, §9; 611 px wide): the enabled methods with Alipay chosen first (in yuan)
// and card (in dollars), each with what it does at the end of the period, a number of months, the total, and Pay now. Pay now is
// disabled until a method is chosen and does nothing without a plan. A server without a payment provider
// says so instead of offering anything (the server refuses such payments too); the sandbox says it is a test.
import { useQuery } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog'
import {
  DEFAULT_PAYMENT_METHOD,
  enabledPaymentMethods,
  fromMinor,
  MONTHS_MAX,
  MONTHS_MIN,
  orderAmount,
  type PaidPlanId,
  type PaymentMethodId,
  paymentMethod,
} from '@/config/payments'
import { METHOD_LABEL, monthCount, RENEWAL_RULE } from '@/features/billing/payment-labels'
import { getLocale } from '@/i18n/locale'
import { cn } from '@/lib/cn'
import { formatMoney } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { fetchPaymentAvailability } from '../billing.functions'
import { startPayment } from '../pay-flow'

const MONTH_CHOICES = Array.from({ length: MONTHS_MAX - MONTHS_MIN + 1 }, (_, i) => MONTHS_MIN + i)

type PlanChoice = { id: PaidPlanId; name: string }

export function PayDialog({
  plan,
  onClose,
}: {
  /** The plan being bought, or null when the dialog is closed. */
  plan: PlanChoice | null
  onClose: () => void
}) {
  return (
    <DialogRoot open={plan !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Mounted per opening, so every purchase starts from Alipay and one month. */}
      {plan ? <PayForm plan={plan} onClose={onClose} /> : null}
    </DialogRoot>
  )
}

function PayForm({ plan, onClose }: { plan: PlanChoice; onClose: () => void }) {
  const availability = useQuery({
    queryKey: ['payment-availability'],
    queryFn: () => fetchPaymentAvailability(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (availability.data?.available === false) return <PaymentsUnavailable plan={plan} onClose={onClose} />
  // Unknown while asking; a failed question leaves the choice to the server, which refuses when it must.
  return (
    <PayChoices
      plan={plan}
      onClose={onClose}
      ready={!availability.isPending}
      test={availability.data?.test === true}
    />
  )
}

function PaymentsUnavailable({ plan, onClose }: { plan: PlanChoice; onClose: () => void }) {
  return (
    <DialogContent width={611} data-testid="pay-dialog">
      <DialogTitle className="text-lg font-semibold text-gray-900">
        {m.pay_title({ plan: plan.name })}
      </DialogTitle>
      <DialogDescription
        className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        data-testid="pay-unavailable"
      >
        {m.pay_unavailable()}
      </DialogDescription>
      <div className="mt-6 flex justify-end">
        <Button variant="outline" onClick={onClose}>
          {m.dialog_cancel()}
        </Button>
      </div>
    </DialogContent>
  )
}

function PayChoices({
  plan,
  onClose,
  ready,
  test,
}: {
  plan: PlanChoice
  onClose: () => void
  /** Whether the server has said it takes payments. */
  ready: boolean
  test: boolean
}) {
  const methods = enabledPaymentMethods()
  const [method, setMethod] = useState<PaymentMethodId | null>(
    methods.some((x) => x.id === DEFAULT_PAYMENT_METHOD) ? DEFAULT_PAYMENT_METHOD : null,
  )
  const [months, setMonths] = useState(1)
  const monthsId = useId()
  const locale = getLocale()
  const total = method ? orderAmount(plan.id, method, months) : null
  const pay = () => {
    if (!method) return
    onClose()
    void startPayment({ planId: plan.id, method, months, renews: paymentMethod(method).renews })
  }
  return (
    <DialogContent width={611} data-testid="pay-dialog">
      <DialogTitle className="text-lg font-semibold text-gray-900">
        {m.pay_title({ plan: plan.name })}
      </DialogTitle>
      <DialogDescription className="mt-1 text-sm text-gray-600">{m.pay_description()}</DialogDescription>
      {test ? (
        <p
          className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900"
          data-testid="pay-test-mode"
        >
          {m.pay_test_mode()}
        </p>
      ) : null}
      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-gray-900">{m.pay_method_label()}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {methods.map((option) => (
            <label
              key={option.id}
              data-testid={`pay-method-${option.id}`}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border px-3 py-2.5 text-sm',
                method === option.id ? 'border-brand-500 ring-1 ring-brand-500' : 'border-gray-300',
              )}
            >
              <input
                type="radio"
                name="pay-method"
                value={option.id}
                checked={method === option.id}
                onChange={() => setMethod(option.id)}
                className="accent-brand-600"
              />
              <CreditCard className="size-4 text-gray-500" aria-hidden />
              <span className="font-medium text-gray-900">{METHOD_LABEL[option.id]()}</span>
              <span className="ml-auto text-xs text-gray-500">{option.currency}</span>
            </label>
          ))}
        </div>
        {method ? (
          // What happens at the end of the period, for the chosen method (the same sentence as the
          // pricing FAQ and the personal center).
          <p
            className="mt-2 rounded-md bg-brand-50 px-3 py-2 text-xs text-brand-800"
            data-testid={method === 'card' ? 'pay-card-tip' : 'pay-renewal-tip'}
            data-renewal-rule={method}
          >
            {RENEWAL_RULE[method]()}
          </p>
        ) : null}
      </fieldset>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <label htmlFor={monthsId} className="text-sm font-medium text-gray-900">
          {method === 'card' ? m.pay_months_card() : m.pay_months()}
        </label>
        <select
          id={monthsId}
          data-testid="pay-months"
          value={months}
          onChange={(e) => setMonths(Number(e.target.value))}
          className="h-9 rounded-md border border-gray-300 bg-white px-2 text-sm"
        >
          {MONTH_CHOICES.map((n) => (
            <option key={n} value={n}>
              {monthCount(n)}
            </option>
          ))}
        </select>
      </div>
      <p className="mt-5 flex items-baseline justify-between border-t border-gray-100 pt-4 text-sm text-gray-700">
        <span>{m.pay_total()}</span>
        <span className="text-2xl font-bold text-gray-900" data-testid="pay-total">
          {total ? formatMoney(fromMinor(total.amountMinor), locale, { currency: total.currency }) : '-'}
        </span>
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {m.dialog_cancel()}
        </Button>
        <Button
          data-testid="pay-now"
          disabled={method === null || !ready}
          aria-busy={!ready}
          title={ready ? undefined : m.pay_unavailable_checking()}
          onClick={pay}
        >
          {m.pay_now()}
        </Button>
      </div>
    </DialogContent>
  )
}
