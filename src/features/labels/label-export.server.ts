// The label PDF download (GET/POST /api/tag_template/get_export): checks every label, then draws them
// under the label-generator quota. A refused label answers 400 with a row-by-row report (row, field,
// problem kind) that the page words in its own language; the quota is only taken once all labels pass.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { siteConfig } from '@/config/site'
import { API_CODES } from '@/lib/api-codes'
import { ApiError, type CallContext } from '@/server/api/call'
import { getDatabase } from '@/server/db/client'
import { createQuota, type Quota } from '@/server/quota/quota'
import { subsetFont } from './font-subset.server'
import { checkLabel, renderLabelsPdf } from './label-pdf'
import {
  checkRow,
  type LabelExportBody,
  type LabelExportQuery,
  type LabelRow,
  type RowIssue,
  type RowProblem,
  toLabelValues,
} from './label-request.shared'
import { LABEL_FIELDS, labelSize } from './labels.shared'

const FONT_PATH = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'

/** The font's bytes, read once per process (6.7 MB; every PDF embeds it). */
let fontBytes: Promise<Uint8Array> | undefined
export function labelFont(): Promise<Uint8Array> {
  fontBytes ??= readFile(createRequire(import.meta.url).resolve(FONT_PATH)).then((b) => new Uint8Array(b))
  return fontBytes
}

/** A single-label query as the batch body: one row of its fields. */
export function queryAsBody(query: LabelExportQuery): LabelExportBody {
  const row: LabelRow = { ce: query.ce, ukca: query.ukca }
  for (const field of LABEL_FIELDS) row[field] = query[field]
  const { platform, label_size, symbology, offset_x, offset_y, lang } = query
  return { platform, label_size, symbology, offset_x, offset_y, lang, labels: [row] }
}

/** The issues of every label (1-based label numbers), at most `limit` of them. */
export async function checkLabels(body: LabelExportBody, limit = 200): Promise<RowIssue[]> {
  const size = labelSize(body.label_size)
  if (!size) return []
  const issues: RowIssue[] = []
  for (const [index, row] of body.labels.entries()) {
    if (issues.length >= limit) break
    const cheap = checkRow(body.platform, body.symbology, row)
    if (cheap.length > 0) {
      for (const issue of cheap) issues.push({ row: index + 1, ...issue })
      continue
    }
    for (const problem of checkLabel(body.platform, toLabelValues(row, body.symbology), size)) {
      if (problem.problem.kind === 'fit')
        issues.push({ row: index + 1, field: problem.field, problem: problem.problem })
    }
  }
  return issues
}

/** A problem in words for the envelope's msg (developers read it; the page words `data.issues`). */
function describe(problem: RowProblem): string {
  switch (problem.kind) {
    case 'required':
    case 'empty':
      return 'is required'
    case 'too-long':
      return `must be at most ${problem.max} characters`
    case 'fit':
      return problem.fits
        ? `does not fit the label size even at the smallest type; it fits ${problem.fits}`
        : 'does not fit any label size; shorten it'
    case 'digits':
      return 'must be digits only'
    case 'length':
      return `must be ${problem.lengths[0]} or ${problem.lengths[1]} digits`
    case 'check':
      return `wrong check digit, expected ${problem.expected} (${problem.suggestion})`
    case 'char':
      return `cannot encode "${problem.char}"`
    case 'long':
      return `must be at most ${problem.max} bytes`
    case 'unreadable':
    case 'unknown-column':
      return 'is not readable'
  }
}

export type LabelPdf = { bytes: Uint8Array; fileName: string; remaining: number; count: number }

let served: Quota | undefined
const servedQuota = () => {
  served ??= createQuota(getDatabase)
  return served
}

/**
 * Checks, takes one use of the label-generator quota (one per PDF, whatever its label count), and draws
 * the PDF. A call without an HTTP caller (tests, the bench) is not metered, as for every quota.
 */
export async function exportLabels(
  body: LabelExportBody,
  ctx: CallContext,
  quota: Quota = servedQuota(),
): Promise<LabelPdf> {
  const size = labelSize(body.label_size)
  if (!size) throw new ApiError(400, API_CODES.invalidParameter, 'label_size: is not a label size')
  const issues = await checkLabels(body)
  const first = issues[0]
  if (first) {
    const where = body.labels.length > 1 ? `labels.${first.row - 1}.` : ''
    throw new ApiError(
      400,
      API_CODES.invalidParameter,
      `${where}${first.field}: ${describe(first.problem)}`,
      {
        issues,
      },
    )
  }
  const { value, remaining } = await quota.withQuota(ctx, 'label-generator', async () =>
    renderLabelsPdf(
      body.labels.map((row) => toLabelValues(row, body.symbology)),
      {
        platform: body.platform,
        size,
        offset: { x: body.offset_x, y: body.offset_y },
        font: await labelFont(),
        subset: subsetFont,
      },
    ),
  )
  const day = new Date().toISOString().slice(0, 10)
  return {
    bytes: value,
    fileName: `${siteConfig.product}-${body.platform}-labels-${body.label_size}-${day}.pdf`,
    remaining,
    count: body.labels.length,
  }
}
