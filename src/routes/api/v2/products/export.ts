// GET /api/v2/products/export: the list's current filters and sort as a CSV download, streamed.
// Errors (bad input, no session, limit reached) answer the JSON envelope instead of a file (spec §7).
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { siteConfig } from '@/config/site'
import { exportHeader, exportRows } from '@/features/products/product-export.server'
import { exportFileName, ProductExportQuerySchema } from '@/features/products/products.shared'
import { API_CODES } from '@/lib/api-codes'
import { csvStream } from '@/lib/csv'
import { firstIssue } from '@/lib/params'
import { ApiError, getMarketplaceApi } from '@/server/marketplace'
import { callContextFromRequest } from '@/server/marketplace/context'
import { json } from '@/server/marketplace/http'

async function exportCsv({ request }: { request: Request }): Promise<Response> {
  const input = Object.fromEntries(new URL(request.url).searchParams)
  const parsed = v.safeParse(ProductExportQuerySchema, input)
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.issues)
    return json(400, { code: API_CODES.invalidParameter, msg: `${field}: ${message}`, data: null })
  }
  const { lang, ...query } = parsed.output
  try {
    const reply = await getMarketplaceApi().exportProducts(query, callContextFromRequest(request))
    if (reply.code !== API_CODES.success) return json(200, { code: reply.code, msg: reply.msg, data: null })
    const file = exportFileName(siteConfig.product, query.list, query.site, reply.data.asOf ?? 'latest')
    return new Response(csvStream(exportHeader(lang), exportRows(reply.data.rows, lang)), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${file}"`,
        'cache-control': 'no-store',
        'x-export-max-rows': String(reply.data.maxRows),
        'x-remaining': String(reply.data.remaining),
      },
    })
  } catch (error) {
    if (error instanceof ApiError)
      return json(error.status, { code: error.code, msg: error.message, data: null })
    console.error('[api] /api/v2/products/export', error)
    return json(500, { code: API_CODES.serverError, msg: 'Internal Server Error', data: null })
  }
}

export const Route = createFileRoute('/api/v2/products/export')({
  server: { handlers: { GET: exportCsv } },
})
