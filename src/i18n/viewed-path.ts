import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestUrl } from '@tanstack/react-start/server'
import { type LocalePrefix, splitLocalePrefix } from '@/lib/locale'

/** The pathname in the address bar (server: the request's), language prefix included. */
export const viewedPathname = createIsomorphicFn()
  .server(() => getRequestUrl().pathname)
  .client(() => window.location.pathname)

/** The language prefix of the page being viewed: '' (unprefixed), '/en' or '/cn'. */
export function viewedPrefix(): LocalePrefix {
  return splitLocalePrefix(viewedPathname()).prefix
}
