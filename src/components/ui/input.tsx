// Form controls with one look: text inputs, selects and the labelled field around them.
import type * as React from 'react'
import { useId } from 'react'
import { cn } from '@/lib/cn'

const control =
  'w-full min-w-0 rounded-md border border-gray-300 bg-white text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30 disabled:opacity-50 aria-[invalid=true]:border-red-500'

/** md: filter forms and toolbars; lg: sign-in and other forms a seller types into at length. */
const SIZES = { md: 'h-9 px-2', lg: 'h-10 px-3' } as const
type ControlSize = { controlSize?: keyof typeof SIZES }

export function Input({
  className,
  controlSize = 'md',
  ...props
}: React.ComponentProps<'input'> & ControlSize) {
  return <input className={cn(control, SIZES[controlSize], className)} {...props} />
}

export function Select({
  className,
  controlSize = 'md',
  ...props
}: React.ComponentProps<'select'> & ControlSize) {
  return <select className={cn(control, SIZES[controlSize], className)} {...props} />
}

/**
 * A labelled control: `children` receives the id to put on the control, so the label names it (and
 * screen readers read the description and error with it).
 */
export function Field({
  label,
  description,
  error,
  className,
  children,
}: {
  label: React.ReactNode
  description?: React.ReactNode
  error?: React.ReactNode
  className?: string
  children: (control: {
    id: string
    'aria-describedby'?: string
    'aria-invalid'?: boolean
  }) => React.ReactNode
}) {
  const id = useId()
  const describedBy = [description ? `${id}-d` : '', error ? `${id}-e` : ''].filter(Boolean).join(' ')
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-xs font-medium text-gray-700">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
      })}
      {description ? (
        <p id={`${id}-d`} className="text-xs text-gray-500">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-e`} className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
