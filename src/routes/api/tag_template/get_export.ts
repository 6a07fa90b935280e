// GET /api/tag_template/get_export: one label's PDF from the query string. POST on the same path takes a
// batch (up to 5,000 labels) as JSON: that many rows do not fit a URL (docs/labels.md). Both are one use
// of the label-generator quota; a refusal answers the JSON envelope instead of a file (spec §8).
import { createFileRoute } from '@tanstack/react-router'
import { exportLabels, queryAsBody } from '@/features/labels/label-export.server'
import { LabelExportBodySchema, LabelExportQuerySchema } from '@/features/labels/label-request.shared'
import { fileExportRoute } from '@/server/http/routes'

const pdf = async (file: Awaited<ReturnType<typeof exportLabels>>) => ({
  bytes: file.bytes,
  contentType: 'application/pdf',
  fileName: file.fileName,
  remaining: file.remaining,
})

export const Route = createFileRoute('/api/tag_template/get_export')({
  server: {
    handlers: {
      GET: fileExportRoute(LabelExportQuerySchema, async (query, ctx) =>
        pdf(await exportLabels(queryAsBody(query), ctx)),
      ),
      POST: fileExportRoute(LabelExportBodySchema, async (body, ctx) => pdf(await exportLabels(body, ctx))),
    },
  },
})
