// The route options of a record's detail page (listRoute's counterpart): the loader puts the record in
// the server-rendered HTML, an unknown record is the 404 screen, and the head names the record.
// Bundled with the app's entry like every route option: the query module and the head's words are
// imported inside `query` and `head`, when they first run.
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { type HeadText, lazyHead } from '@/i18n/seo'
import { API_CODES } from '@/lib/api-codes'

/** A record's id in the path (/search-trademark/{id}, /search-patent/{id}): digits only, else the 404 screen. */
export const recordIdParams = {
  parse: ({ id }: { id: string }) => {
    const n = /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN
    if (!(n >= 1 && n <= 2_147_483_647)) throw notFound()
    return { id: n }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}

/** What the loader passes the head: the record's name (its title, mark, store name), if it has one. */
export type DetailLoaderData = { name: string | null }

export function detailRoute<Args, Id, TData extends { code: number }, TKey extends QueryKey>(page: {
  /** The record's id from the loader's arguments (path params or loader deps); undefined: none asked. */
  id: (args: Args) => Id | undefined
  /** The detail's query options; import the query module inside. */
  query: (id: Id) => Promise<FetchQueryOptions<TData, Error, TData, TKey>>
  /** The record's name for the head, read from the reply; without it the head is the generic one. */
  name?: (reply: TData) => string | null
  /** Title (with the site name) and description for the record's name; import the words inside. */
  head: (name: string | null) => Promise<HeadText>
}) {
  return {
    loader: async (args: Args & { context: { queryClient: QueryClient } }): Promise<DetailLoaderData> => {
      const id = page.id(args)
      // No id asked (a bare /mall-detail): the page says what to do, no read.
      if (id === undefined) return { name: null }
      const reply = await args.context.queryClient.ensureQueryData(await page.query(id))
      if (reply.code === API_CODES.notFound) throw notFound()
      return { name: page.name?.(reply) ?? null }
    },
    head: lazyHead(async ({ loaderData }: { loaderData?: DetailLoaderData }) =>
      page.head(loaderData?.name ?? null),
    ),
  }
}
