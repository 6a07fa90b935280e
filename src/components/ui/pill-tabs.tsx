// A row of pill-shaped choices (list types, preset lists): buttons that say which one is pressed, or
// links (asChild items) that say which page is current. It scrolls sideways on phones.
import type * as React from 'react'
import { cn } from '@/lib/cn'

export const pillClass = (active: boolean) =>
  cn(
    'shrink-0 rounded-full px-3 py-1.5 whitespace-nowrap',
    active ? 'bg-brand-500 text-white' : 'bg-white text-gray-700 shadow-sm hover:text-brand-600',
  )

export function PillTabs({
  label,
  className,
  children,
}: {
  /** What the row chooses, for screen readers. */
  label: string
  className?: string
  children: React.ReactNode
}) {
  return (
    <nav aria-label={label} className={cn('mb-3 flex gap-1 overflow-x-auto pb-1 text-sm', className)}>
      {children}
    </nav>
  )
}

/** One choice that changes the view in place (not a page of its own). */
export function PillButton({
  active,
  className,
  ...props
}: React.ComponentProps<'button'> & { active: boolean }) {
  return (
    <button type="button" aria-pressed={active} className={cn(pillClass(active), className)} {...props} />
  )
}
