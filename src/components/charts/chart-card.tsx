// A chart in its panel: the caption names it, and `summary` is its text alternative (what the chart says
// in words, for screen readers and for anyone who cannot read the picture).
import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

export function ChartCard({
  title,
  summary,
  className,
  children,
}: {
  title: string
  summary?: string
  className?: string
  children: ReactNode
}) {
  return (
    <figure className={cn('rounded-xl bg-white p-4 shadow-sm', className)}>
      <figcaption className="mb-3 font-semibold text-gray-900">
        {title}
        {summary ? <span className="sr-only">. {summary}</span> : null}
      </figcaption>
      {children}
    </figure>
  )
}
