// /pay_result (spec §2, §4): where the checkout window lands. It tells the page that opened it the
// outcome (pay_status), which shows the success or failure dialog; opened on its own (no opener), it
// shows the outcome itself and refreshes the signed-in plan.
import { CircleCheck, CircleX } from 'lucide-react'
import { useEffect } from 'react'
import { AppLink } from '@/components/ui/app-link'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { fetchToken } from '@/features/account/session'
import { m } from '@/paraglide/messages'
import { reportPayStatus } from '../pay-flow'
import type { PayStatus } from '../payments.shared'

export function PayResultPage({ status, order }: { status: PayStatus | undefined; order?: string }) {
  const success = status === 'success'
  useEffect(() => {
    if (!status) return
    const told = reportPayStatus(order ? { pay_status: status, order } : { pay_status: status })
    if (!told && status === 'success') void fetchToken()
  }, [status, order])
  return (
    <div className="mx-auto max-w-lg px-4 py-16">
      <Card className="p-8 text-center" data-testid="pay-result" data-status={success ? 'success' : 'fail'}>
        {success ? (
          <CircleCheck className="mx-auto size-12 text-green-600" aria-hidden />
        ) : (
          <CircleX className="mx-auto size-12 text-red-600" aria-hidden />
        )}
        <h1 className="mt-4 text-2xl font-semibold text-gray-900">
          {success ? m.pay_success_title() : m.pay_failure_title()}
        </h1>
        <p className="mt-2 text-sm text-gray-600">{success ? m.pay_result_success() : m.pay_result_fail()}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button variant="outline" onClick={() => window.close()}>
            {m.pay_result_close()}
          </Button>
          <AppLink href="/pricing" className={buttonVariants()}>
            {m.pay_result_back()}
          </AppLink>
        </div>
      </Card>
    </div>
  )
}
