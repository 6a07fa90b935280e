// The favorite toggle on grid rows and the detail page. Visitors get the login prompt; the star
// changes at once and rolls back if the server refuses.
//
// A page calls useFavorites() once and hands each star its state: a grid of 50 rows with a query and
// a mutation observer per star spent about 6 ms of every server render on them. In a grid the page
// puts that state in FavoritesContext and each row's star reads it there, so the columns (and the
// grid's memoized rows) stay the same when the starred ids arrive or change: only the stars redraw.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Star } from 'lucide-react'
import { createContext, use, useMemo } from 'react'
import { usePrompt } from '@/components/data-page/api-reaction'
import { toggleFavorite } from '@/features/catalog/favorites.functions'
import { favoriteIdsQueryOptions } from '@/features/catalog/favorites.queries'
import type { FavoriteKind } from '@/features/catalog/favorites.shared'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'

export type Favorites = {
  isStarred: (id: number) => boolean
  toggle: (id: number) => void
}

/** The signed-in user's starred product (or store) ids and an optimistic toggle, shared by every star on the page. */
export function useFavorites(kind: FavoriteKind = 'product'): Favorites {
  const queryClient = useQueryClient()
  const promptForCode = usePrompt()
  const ids = useQuery(favoriteIdsQueryOptions(kind))
  const key = favoriteIdsQueryOptions(kind).queryKey
  const mutation = useMutation({
    mutationFn: ({ id, on }: { id: number; on: boolean }) => toggleFavorite({ data: { kind, id, on } }),
    onMutate: async ({ id, on }) => {
      // An ids call still in flight (the first one after hydration, or a refresh) was read before this
      // change: it must not land after the optimistic answer and turn the star back.
      await queryClient.cancelQueries({ queryKey: key })
      const previous = queryClient.getQueryData(key)
      if (previous?.code === API_CODES.success) {
        const list = (previous.data ?? []).filter((other) => other !== id)
        queryClient.setQueryData(key, { ...previous, data: on ? [id, ...list] : list })
      }
      return { previous }
    },
    onSettled: (reply, _error, _variables, context) => {
      if (!reply || reply.code !== API_CODES.success) {
        if (context?.previous) queryClient.setQueryData(key, context.previous)
        if (reply) promptForCode(reply.code)
      }
      void queryClient.invalidateQueries({ queryKey: ['favorites'] })
    },
  })
  const reply = ids.data
  const { mutate } = mutation
  // One object per answer of the ids call: context readers redraw when the starred set changes only.
  return useMemo(() => {
    const starred = new Set(reply?.code === API_CODES.success ? (reply.data ?? []) : [])
    return {
      isStarred: (id) => starred.has(id),
      toggle: (id) => {
        // A visitor's (or a guest's) ids call answered with a code that needs a login first.
        if (reply && reply.code !== API_CODES.success && promptForCode(reply.code)) return
        mutate({ id, on: !starred.has(id) })
      },
    }
  }, [reply, mutate, promptForCode])
}

/** The page's favorites, for the stars inside its grid rows (see the note at the top). */
export const FavoritesContext = createContext<Favorites | null>(null)

/** The favorites of the page around a grid; a star outside a FavoritesContext is a programming error. */
function useRowFavorites(): Favorites {
  const favorites = use(FavoritesContext)
  if (!favorites) throw new Error('a row star needs a FavoritesContext around its grid')
  return favorites
}

/** A product row's star in a grid, reading the page's favorites from FavoritesContext. */
export function RowFavoriteStar({ id }: { id: number }) {
  const favorites = useRowFavorites()
  return <FavoriteStar starred={favorites.isStarred(id)} onToggle={() => favorites.toggle(id)} />
}

/** A grid's `leading` cell for product rows: one module-level function, so memoized columns keep it. */
export const rowFavoriteStar = (row: { id: number }) => <RowFavoriteStar id={row.id} />

export function FavoriteStar({
  starred,
  onToggle,
  withLabel = false,
  label: named,
}: {
  starred: boolean
  onToggle: () => void
  withLabel?: boolean
  /** What the button says when it names its object (a store's star says the store's name). */
  label?: string
}) {
  const label = named ?? (starred ? m.favorites_remove() : m.favorites_add())
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-pressed={starred}
      aria-label={withLabel ? undefined : label}
      title={label}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-md',
        withLabel
          ? 'h-9 border border-gray-300 px-3 text-sm hover:border-brand-500'
          : 'p-1 hover:bg-brand-50',
      )}
      data-testid="favorite-toggle"
    >
      <Star
        className={cn('size-4', starred ? 'fill-amber-400 text-amber-500' : 'text-gray-400')}
        aria-hidden
      />
      {withLabel ? label : null}
    </button>
  )
}
