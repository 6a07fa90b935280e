// The head of a data page: its title, a sentence under it (what the page lists, or the day its figures
// describe), and the page's own controls on the right (a site select, layout links), which wrap below
// the title on a narrow screen.
import type { ReactNode } from 'react'

export function PageHeader({
  title,
  description,
  children,
}: {
  title: ReactNode
  description: ReactNode
  /** The controls beside the title. */
  children: ReactNode
}) {
  return (
    <header className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">{title}</h1>
        <p className="mt-1 text-sm text-gray-600">{description}</p>
      </div>
      {children}
    </header>
  )
}
