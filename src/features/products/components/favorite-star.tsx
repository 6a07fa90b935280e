// The favorite toggle on grid rows and the detail page. Visitors get the login prompt; the star
// changes at once and rolls back if the server refuses.
//
// A page calls useFavorites() once and hands each star its state: a grid of 50 rows with a query and
// a mutation observer per star spent about 6 ms of every server render on them.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Star } from 'lucide-react'
import { usePrompt } from '@/components/data-page/api-reaction'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { toggleFavorite } from '../favorites.functions'
import { favoriteIdsQueryOptions } from '../favorites.queries'

export type Favorites = {
  isStarred: (productId: number) => boolean
  toggle: (productId: number) => void
}

/** The signed-in user's starred ids and an optimistic toggle, shared by every star on the page. */
export function useFavorites(): Favorites {
  const queryClient = useQueryClient()
  const promptForCode = usePrompt()
  const ids = useQuery(favoriteIdsQueryOptions())
  const key = favoriteIdsQueryOptions().queryKey
  const starred = new Set(ids.data?.code === API_CODES.success ? (ids.data.data ?? []) : [])
  const mutation = useMutation({
    mutationFn: ({ productId, on }: { productId: number; on: boolean }) =>
      toggleFavorite({ data: { product_id: productId, on } }),
    onMutate: ({ productId, on }) => {
      const previous = queryClient.getQueryData(key)
      if (previous?.code === API_CODES.success) {
        const list = (previous.data ?? []).filter((id) => id !== productId)
        queryClient.setQueryData(key, { ...previous, data: on ? [productId, ...list] : list })
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
  return {
    isStarred: (productId) => starred.has(productId),
    toggle: (productId) => {
      // A visitor's (or a guest's) ids call answered with a code that needs a login first.
      if (ids.data && ids.data.code !== API_CODES.success && promptForCode(ids.data.code)) return
      mutation.mutate({ productId, on: !starred.has(productId) })
    },
  }
}

export function FavoriteStar({
  starred,
  onToggle,
  withLabel = false,
}: {
  starred: boolean
  onToggle: () => void
  withLabel?: boolean
}) {
  const label = starred ? m.favorites_remove() : m.favorites_add()
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
