import type * as React from 'react'
import { cn } from '@/lib/cn'

/** The white panel every data page groups its parts in (filters, charts, summaries). */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return <div className={cn('rounded-xl bg-white p-4 shadow-sm', className)} {...props} />
}

export function CardTitle({ className, ...props }: React.ComponentProps<'h2'>) {
  return <h2 className={cn('mb-3 text-base font-semibold text-gray-900', className)} {...props} />
}
