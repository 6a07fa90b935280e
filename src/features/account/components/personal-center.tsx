// The personal center dialog (spec §2, §4, §6): profile, plan and expiry, today's usage per feature,
// upgrade for plans 0 and 1, and cancel auto-renewal only when cycle_subscription is 1.
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { closeDialog } from '@/components/ui/dialog-store'
import { notify } from '@/components/ui/toast'
import { featureName, type QuotaUsageEntry } from '@/config/quotas'
import { CYCLE, canUpgrade, type SubscriptionInfo } from '@/config/subscription'
import { getLocale } from '@/i18n/locale'
import { isSuccess } from '@/lib/api-codes'
import { formatDate, formatNumber } from '@/lib/format'
import { m } from '@/paraglide/messages'
import { reactToApiCode } from '../api-reaction'
import { fetchQuotaUsage } from '../quota-usage'
import { apiEnvelope, fetchToken } from '../session'
import { useViewer } from '../viewer-store'

export function PersonalCenter() {
  const viewer = useViewer()
  const router = useRouter()
  const locale = getLocale()
  const [usage, setUsage] = useState<QuotaUsageEntry[] | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    let live = true
    void fetchQuotaUsage().then((reply) => {
      if (!live) return
      if (isSuccess(reply.code) && reply.data) setUsage(reply.data)
      else void reactToApiCode(reply)
    })
    return () => {
      live = false
    }
  }, [])
  if (!viewer) return null
  const cancel = async () => {
    setBusy(true)
    const reply = await apiEnvelope<SubscriptionInfo>('POST', '/api/pay/cancel_subscription')
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
        <dd className="text-gray-900">
          {viewer.expireAt > 0 ? formatDate(new Date(viewer.expireAt * 1000), locale) : '-'}
        </dd>
      </dl>
      <h3 className="mt-5 text-sm font-semibold text-gray-900">{m.account_usage_today()}</h3>
      {usage === null ? (
        <p className="mt-2 text-sm text-gray-500">{m.account_loading()}</p>
      ) : (
        <table className="mt-2 w-full text-sm" data-testid="center-usage">
          <tbody>
            {usage.map((entry) => (
              <tr key={entry.feature} className="border-t border-gray-100">
                <td className="py-1 text-gray-700">{featureName(entry.feature, locale)}</td>
                <td className="py-1 text-right text-gray-900 tabular-nums">
                  {entry.num < 0
                    ? m.account_usage_unlimited({ used: formatNumber(entry.used) })
                    : entry.num === 0
                      ? m.account_usage_not_included()
                      : `${formatNumber(entry.used)} / ${formatNumber(entry.num)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
