// The payment flow in the page (spec §4 "Payment flow"): Pay opens a window at once (a window opened
// after a network round trip is a blocked popup), the loading overlay shows while make_payment answers,
// then the window goes to the checkout url, or closes and an error toast says why. The pay_result page
// in that window reports back (pay_status) through postMessage to its opener and a BroadcastChannel
// (the opener link is lost when a provider's page severs it); the listener here takes the first report.
import { beginLoading } from '@/components/ui/loading-store'
import { notify } from '@/components/ui/toast'
import type { PaidPlanId, PaymentMethodId } from '@/config/payments'
import { reactToApiCode } from '@/features/account/api-reaction'
import { fetchToken } from '@/features/account/session'
import { userInfoStore } from '@/features/account/viewer-store'
import { getLocale } from '@/i18n/locale'
import { API_CODES, isSessionInvalid, isSuccess } from '@/lib/api-codes'
import { reached } from '@/lib/server-call'
import { m } from '@/paraglide/messages'
import { makePayment } from './billing.functions'
import { PAY_STATUS_MESSAGE, type PayStatus } from './payments.shared'

export type PayRequest = { planId: PaidPlanId; method: PaymentMethodId; months: number; renews: boolean }

/** Spec §9: after a purchase the subscription is fetched again up to 6 times, 2 s apart. */
export const REFETCH_TIMES = 6
export const REFETCH_INTERVAL_MS = 2000

/** Starts a payment; resolves when the checkout window has its url (or the attempt failed). */
export async function startPayment(request: PayRequest): Promise<void> {
  const checkout = window.open('', '_blank')
  const end = beginLoading()
  const reply = await reached(
    makePayment({
      data: {
        payment_method: request.method,
        plan_id: request.planId,
        once: request.renews ? 0 : 1,
        num: request.months,
        lang: getLocale(),
      },
    }),
  )
  end()
  if (isSuccess(reply.code) && reply.data) {
    if (checkout && !checkout.closed) checkout.location.href = reply.data.url
    else window.open(reply.data.url, '_blank')
    return
  }
  checkout?.close()
  if (isSessionInvalid(reply.code)) {
    reactToApiCode(reply)
    return
  }
  // The server's messages are English field messages for developers; the page says it in its language.
  void notify(
    'error',
    reply.code === API_CODES.repeatSubscription ? m.pay_repeat_subscription() : m.pay_failed_toast(),
  )
}

/**
 * Fetches the subscription again until it changes (a provider's notification can arrive after the
 * payer is back), at most REFETCH_TIMES times REFETCH_INTERVAL_MS apart.
 */
export async function refetchSubscription(before: number): Promise<void> {
  for (let i = 0; i < REFETCH_TIMES; i += 1) {
    const info = await fetchToken()
    if (info && info.subscription.expire_at !== before) return
    await new Promise((resolve) => setTimeout(resolve, REFETCH_INTERVAL_MS))
  }
}

export const currentExpireAt = () => userInfoStore.get()?.subscription.expire_at ?? 0

export type PayReport = { type: typeof PAY_STATUS_MESSAGE; pay_status: PayStatus; order?: string }

function isReport(data: unknown): data is PayReport {
  return (
    typeof data === 'object' &&
    data !== null &&
    'type' in data &&
    data.type === PAY_STATUS_MESSAGE &&
    'pay_status' in data &&
    (data.pay_status === 'success' || data.pay_status === 'fail')
  )
}

const CHANNEL = 'shopsight-pay'

/** The pay_result page's report to the page that started the payment. */
export function reportPayStatus(report: Omit<PayReport, 'type'>): boolean {
  const message: PayReport = { type: PAY_STATUS_MESSAGE, ...report }
  let told = false
  try {
    if (window.opener && window.opener !== window) {
      window.opener.postMessage(message, window.location.origin)
      told = true
    }
  } catch {
    // An opener on another origin cannot be written to; the channel below still reaches ours.
  }
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(CHANNEL)
    channel.postMessage(message)
    channel.close()
  }
  return told
}

/** Calls `onReport` once per payment reported back; returns the unsubscribe. */
export function listenForPayStatus(onReport: (report: PayReport) => void): () => void {
  const seen = new Set<string>()
  const take = (data: unknown) => {
    if (!isReport(data)) return
    const key = data.order ?? `${data.pay_status}:${Math.floor(Date.now() / 5000)}`
    if (seen.has(key)) return
    seen.add(key)
    onReport(data)
  }
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin) take(event.data)
  }
  window.addEventListener('message', onMessage)
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)
  if (channel) channel.onmessage = (event) => take(event.data)
  return () => {
    window.removeEventListener('message', onMessage)
    channel?.close()
  }
}
