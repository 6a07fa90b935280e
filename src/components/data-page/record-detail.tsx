// The frame of a record's detail page (a patent, a trademark): the way back to the search, then the
// record, or the reply's refusal, or "not found". The page draws the record; the facts go in a
// DetailFacts list of DetailFact pairs.
import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Refusal } from '@/components/data-page/refusal'
import { messageForCode } from '@/i18n/code-messages'
import { API_CODES } from '@/lib/api-codes'

export function RecordDetail<T>({
  reply,
  backTo,
  backLabel,
  errorMessage,
  notFoundText,
  children,
}: {
  reply: { code: number; data?: T | null }
  /** The search page the record was found on. */
  backTo: LinkProps['to']
  backLabel: string
  /** The refusal's sentence around the reply code's message. */
  errorMessage: (message: string) => string
  notFoundText: string
  children: (record: T) => ReactNode
}) {
  const record = reply.code === API_CODES.success ? reply.data : null
  return (
    <div className="mx-auto max-w-[var(--max-width)] px-4 py-6">
      <Link to={backTo} className="text-sm text-brand-700 hover:underline">
        ← {backLabel}
      </Link>
      {reply.code !== API_CODES.success ? (
        <div className="mt-4">
          <Refusal code={reply.code} message={errorMessage(messageForCode(reply.code))} />
        </div>
      ) : !record ? (
        <p className="mt-4">{notFoundText}</p>
      ) : (
        children(record)
      )}
    </div>
  )
}

/** The record's facts, two columns from the small breakpoint. */
export function DetailFacts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
}

export function DetailFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-gray-500">{label}</dt>
      <dd className="text-sm text-gray-900">{children}</dd>
    </div>
  )
}
