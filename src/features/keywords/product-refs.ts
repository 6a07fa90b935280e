// Pasted product references for the reverse lookup: ids, Temu product URLs and this site's product URLs,
// and the reverse query's schema. Kept out of keywords.shared.ts, which rides with the app's entry: only
// the reverse page, its loader (imported when it first runs) and the server read these.
import * as v from 'valibot'
import { REVERSE_MAX_PRODUCTS } from './keywords.shared'

/** A product reference as pasted: an id, a Temu product URL or this site's product-detail URL. */
export type ProductRef = { ok: true; id: number; text: string } | { ok: false; text: string }

const MAX_ID = 2_147_483_647 // the largest integer id
const asId = (digits: string | undefined): number | null => {
  if (!digits) return null
  const n = Number(digits)
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_ID ? n : null
}

/**
 * Reads one pasted reference: `123`, `https://www.temu.com/…-g-123.html`, `temu.com/goods.html?goods_id=123`,
 * or this site's `/product-detail/123` (any host, /cn prefix). Anything else is not a product.
 */
export function parseProductRef(raw: string): ProductRef {
  const text = raw.trim()
  if (/^\d+$/.test(text)) {
    const id = asId(text)
    return id ? { ok: true, id, text } : { ok: false, text }
  }
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`)
  } catch {
    return { ok: false, text }
  }
  const host = url.hostname.toLowerCase()
  if (host === 'temu.com' || host.endsWith('.temu.com')) {
    const id = asId(url.searchParams.get('goods_id') ?? url.pathname.match(/-g-(\d+)\.html$/)?.[1])
    return id ? { ok: true, id, text } : { ok: false, text }
  }
  const own = url.pathname.match(/^(?:\/(?:cn|en))?\/product-detail\/(\d+)\/?$/)
  const id = asId(own?.[1])
  return id ? { ok: true, id, text } : { ok: false, text }
}

/** Pasted references: split on whitespace and commas (URLs hold neither). */
export const splitProductRefs = (input: string): string[] =>
  input
    .split(/[\s,，]+/)
    .map((s) => s.trim())
    .filter(Boolean)

/**
 * The reverse lookup's query: `products` holds up to 10 references (ids or URLs, comma or space
 * separated). A reference that is not a product is a 400 naming `products` and quoting it.
 */
export const KeywordReverseQuerySchema = v.object({
  products: v.pipe(
    v.string('must be product ids or product URLs'),
    v.transform(splitProductRefs),
    v.minLength(1, 'must name at least one product'),
    v.maxLength(REVERSE_MAX_PRODUCTS, `must name at most ${REVERSE_MAX_PRODUCTS} products`),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const ids: number[] = []
      for (const text of dataset.value) {
        const ref = parseProductRef(text)
        if (!ref.ok) {
          addIssue({ message: `"${text.slice(0, 80)}" is not a product id or product URL` })
          return NEVER
        }
        if (!ids.includes(ref.id)) ids.push(ref.id)
      }
      return ids
    }),
  ),
})
export type KeywordReverseQuery = v.InferOutput<typeof KeywordReverseQuerySchema>

/** Whether pasted text reads as a reverse query (the page says why when it does not). */
export const readableRefs = (products: string): boolean =>
  v.safeParse(KeywordReverseQuerySchema, { products }).success
