// Tree rows for the one grid: a tree flattened into the rows the grid shows (each node followed by its
// children while it is expanded), and the toggle a page puts in the row's first cell. The grid itself
// stays flat; which nodes are expanded is the page's state, like the sort and the visible columns.
import { ChevronDown, ChevronRight } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { cn } from '@/lib/cn'

export type TreeRow<T> = {
  node: T
  /** 0 for a root. */
  depth: number
  hasChildren: boolean
  expanded: boolean
}

/** The visible rows of a tree, depth first: children follow their parent while it is expanded. */
export function flattenTree<T>(
  roots: readonly T[],
  children: (node: T) => readonly T[],
  id: (node: T) => string,
  expanded: ReadonlySet<string>,
): Array<TreeRow<T>> {
  const rows: Array<TreeRow<T>> = []
  const walk = (nodes: readonly T[], depth: number) => {
    for (const node of nodes) {
      const kids = children(node)
      const open = kids.length > 0 && expanded.has(id(node))
      rows.push({ node, depth, hasChildren: kids.length > 0, expanded: open })
      if (open) walk(kids, depth + 1)
    }
  }
  walk(roots, 0)
  return rows
}

/** Which nodes are expanded, with a toggle; `initial` applies until the user changes something. */
export function useExpanded(initial: () => ReadonlySet<string>) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(initial)
  const toggle = (key: string) =>
    setExpanded((previous) => {
      const next = new Set(previous)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })
  return { expanded, toggle, setExpanded }
}

/**
 * The first cell's indent and expand button of a tree row; `children` is the node's own content. The
 * button names the node (`label`) and says whether it is open (aria-expanded).
 */
export function TreeCell({
  row,
  onToggle,
  expandLabel,
  collapseLabel,
  children,
}: {
  row: TreeRow<unknown>
  onToggle: () => void
  expandLabel: string
  collapseLabel: string
  children: ReactNode
}) {
  return (
    <div className="flex items-start gap-1" style={{ paddingInlineStart: `${row.depth * 1.25}rem` }}>
      {row.hasChildren ? (
        <button
          type="button"
          onClick={onToggle}
          aria-expanded={row.expanded}
          aria-label={row.expanded ? collapseLabel : expandLabel}
          className={cn(
            'mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded text-gray-500',
            'hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-2 focus-visible:outline-brand-500',
          )}
          data-testid="tree-toggle"
        >
          {row.expanded ? (
            <ChevronDown className="size-4" aria-hidden />
          ) : (
            <ChevronRight className="size-4" aria-hidden />
          )}
        </button>
      ) : (
        <span className="inline-block size-5 shrink-0" aria-hidden />
      )}
      <div className="min-w-0">{children}</div>
    </div>
  )
}
