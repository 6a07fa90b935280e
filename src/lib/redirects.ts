// The configured redirect lookup (spec §2 "Errors and redirects"), used by the server entry for
// document requests and by the catch-all route for client-side navigations.
import { localizePath, splitLocalePrefix } from './locale'

export type RedirectRule = { from: string; to: string; status: 301 | 302 | 307 | 308 }

export function findRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): { location: string; status: RedirectRule['status']; external: boolean } | undefined {
  const { prefix, rest } = splitLocalePrefix(pathname)
  const normalised = rest.length > 1 ? rest.replace(/\/+$/, '') : rest
  const rule = rules.find((r) => r.from === normalised)
  if (!rule) return undefined
  const external = /^https?:\/\//.test(rule.to)
  return { location: external ? rule.to : localizePath(rule.to, prefix), status: rule.status, external }
}
