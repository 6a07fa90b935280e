// The success and failure dialogs (spec §4, §8) the page that started a payment shows when the
// checkout window reports pay_status. On success the subscription is fetched again until it changes.
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog'
import { m } from '@/paraglide/messages'
import { currentExpireAt, listenForPayStatus, refetchSubscription } from '../pay-flow'
import type { PayStatus } from '../payments.shared'

export function PaymentOutcome() {
  const [status, setStatus] = useState<PayStatus | null>(null)
  useEffect(
    () =>
      listenForPayStatus((report) => {
        setStatus(report.pay_status)
        if (report.pay_status === 'success') void refetchSubscription(currentExpireAt())
      }),
    [],
  )
  return (
    <DialogRoot open={status !== null} onOpenChange={(open) => !open && setStatus(null)}>
      {status === 'success' ? (
        <DialogContent data-testid="pay-success">
          <DialogTitle className="text-lg font-semibold text-gray-900">{m.pay_success_title()}</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-gray-600">{m.pay_success_body()}</DialogDescription>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setStatus(null)}>{m.dialog_ok()}</Button>
          </div>
        </DialogContent>
      ) : status === 'fail' ? (
        <DialogContent data-testid="pay-failure">
          <DialogTitle className="text-lg font-semibold text-gray-900">{m.pay_failure_title()}</DialogTitle>
          <DialogDescription className="mt-2 text-sm text-gray-600">{m.pay_failure_body()}</DialogDescription>
          <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-gray-700">
            <li>{m.pay_failure_hint_1()}</li>
            <li>{m.pay_failure_hint_2()}</li>
          </ol>
          <div className="mt-6 flex justify-end">
            <Button onClick={() => setStatus(null)}>{m.dialog_ok()}</Button>
          </div>
        </DialogContent>
      ) : null}
    </DialogRoot>
  )
}
