// A page's reply in its three states: refused, not here yet, here. Written once so that every page
// that reads one record or one analysis refuses and waits the same way.
import type { ReactNode } from 'react'
import type { QuotaFeature } from '@/config/quotas'
import { messageForCode } from '@/i18n/code-messages'
import { API_CODES } from '@/lib/api-codes'
import { Refusal } from './refusal'

/**
 * Refused: the Refusal (which also opens the login or limit prompt the code calls for), its sentence
 * from `message` around the code's own message when the page words it. Not here yet (no reply, or a
 * success still without data): a placeholder as tall as the content, so the page does not jump.
 * Then `children` draws the data.
 */
export function ReplyContent<T>({
  reply,
  feature,
  message,
  loadingTestId,
  children,
}: {
  reply: { code: number; data: T | null } | undefined
  /** The quota feature the page spends: named in the limit dialog. */
  feature?: QuotaFeature
  message?: (codeMessage: string) => string
  loadingTestId?: string
  children: (data: T) => ReactNode
}) {
  if (reply && reply.code !== API_CODES.success)
    return <Refusal feature={feature} code={reply.code} message={message?.(messageForCode(reply.code))} />
  const data = reply?.data
  if (data === undefined || data === null)
    return <div className="h-96 animate-pulse rounded-xl bg-white" data-testid={loadingTestId} />
  return children(data)
}
