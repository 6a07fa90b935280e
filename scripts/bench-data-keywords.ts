// The keyword tools' reads for `npm run bench:data` (issue 13): the keyword database with a text
// filter, a reverse lookup of 10 products and one keyword's analysis, each through the API beside the
// same server read without the envelope and quota (the shape of scripts/bench-data.ts's reads).
import * as v from 'valibot'
import { keywordAnalysis, listKeywords, reverseLookup } from '../src/features/keywords/keywords.server'
import { KeywordListQuerySchema } from '../src/features/keywords/keywords.shared'
import { createLocalMarketplaceApi } from '../src/marketplace'
import { ANONYMOUS } from '../src/server/api/call'
import type { Database } from '../src/server/db/client'

type Read = { name: string; api: () => Promise<unknown>; raw: () => Promise<unknown> }

export async function keywordReads(db: Database): Promise<Read[]> {
  const api = createLocalMarketplaceApi(async () => db)
  // A word of the site's most searched multi-word keyword: a realistic, not trivially rare, filter.
  const [top] = await db.query<{ id: number; w: string }>(
    `SELECT id, split_part(text_en, ' ', 1) AS w FROM keywords WHERE site_id = 'us' AND word_count >= 2
     ORDER BY search_volume DESC LIMIT 1`,
  )
  const word = top?.w && top.w.length >= 3 ? top.w : 'storage'
  const textQuery = v.parse(KeywordListQuerySchema, { site: 'us', q: word })
  const filtered = v.parse(KeywordListQuerySchema, {
    site: 'us',
    include: word,
    volume: '100~',
    competition: '~80',
    sort: 'growth',
  })
  // Ten of the site's products with the most keywords: the widest merged list.
  const products = (
    await db.query<{ id: number }>(
      `SELECT kp.product_id AS id FROM keyword_products kp
       WHERE kp.keyword_id IN (SELECT id FROM keywords WHERE site_id = 'us' ORDER BY search_volume DESC LIMIT 20)
       GROUP BY kp.product_id ORDER BY count(*) DESC, kp.product_id LIMIT 10`,
    )
  ).map((r) => r.id)
  const keywordId = top?.id ?? 1
  return [
    {
      name: 'keyword list text filter',
      api: () => api.listKeywords(textQuery, ANONYMOUS),
      raw: () => listKeywords(db, textQuery),
    },
    {
      name: 'keyword list words+ranges',
      api: () => api.listKeywords(filtered, ANONYMOUS),
      raw: () => listKeywords(db, filtered),
    },
    {
      name: 'keyword reverse (10 products)',
      api: () => api.reverseKeywords(products, ANONYMOUS),
      raw: () => reverseLookup(db, products),
    },
    {
      name: 'keyword analysis',
      api: () => api.keywordAnalysis(keywordId, ANONYMOUS),
      raw: () => keywordAnalysis(db, keywordId),
    },
  ]
}
