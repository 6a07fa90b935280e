// The label downloads' shared half: the layout the form holds, its API parameters, and the PDF
// download with its refusal handling (login or limit prompt, or the server's row report).
import { useRef, useState } from 'react'
import { usePrompt } from '@/components/data-page/api-reaction'
import { notify } from '@/components/ui/toast'
import { messageForCode } from '@/i18n/code-messages'
import { API_CODES, isEnvelope } from '@/lib/api-codes'
import { formatNumber } from '@/lib/format'
import { download } from '@/lib/http'
import { m } from '@/paraglide/messages'
import type { Symbology } from '../barcode'
import type { RowIssue } from '../label-request.shared'
import { type LabelPlatform, MAX_OFFSET_MM } from '../labels.shared'

/** GET for one label, POST for a batch (docs/labels.md). */
export const LABEL_ENDPOINT = '/api/tag_template/get_export'

/** The layout every label of a download shares. */
export type LabelLayout = { labelSize: string; symbology: Symbology; offsetX: string; offsetY: string }

export const offsetOf = (text: string): number | null => {
  if (text.trim() === '') return 0
  const n = Number(text)
  return Number.isFinite(n) && Math.abs(n) <= MAX_OFFSET_MM ? n : null
}

/** The layout as the API names it, or null while an offset is not a number in range. */
export function layoutParams(platform: LabelPlatform, layout: LabelLayout) {
  const x = offsetOf(layout.offsetX)
  const y = offsetOf(layout.offsetY)
  if (x === null || y === null) return null
  return { platform, label_size: layout.labelSize, symbology: layout.symbology, offset_x: x, offset_y: y }
}

export type PdfResult =
  | { kind: 'saved'; count: number; file: string }
  | { kind: 'refused'; issues: RowIssue[] }
  | { kind: 'failed' }

/**
 * Asks the server for the PDF and saves it. A refusal's envelope opens the prompt it calls for; a
 * 400 with the row report comes back to the caller, which shows it next to the rows.
 */
export function usePdfDownload() {
  const prompt = usePrompt()
  const busy = useRef(false)
  const [working, setWorking] = useState(false)
  const run = async (url: string, count: number, json?: unknown): Promise<PdfResult> => {
    if (busy.current) return { kind: 'failed' }
    busy.current = true
    setWorking(true)
    try {
      const result = await download(url, () => undefined, json === undefined ? {} : { json })
      if (result.kind === 'json') {
        const body = isEnvelope(result.body) ? result.body : null
        const code = body?.code ?? API_CODES.serverError
        if (prompt(code, 'label-generator')) return { kind: 'failed' }
        const issues = issuesOf(body?.data)
        if (code === API_CODES.invalidParameter && issues.length > 0) return { kind: 'refused', issues }
        void notify('error', m.label_download_failed({ message: messageForCode(code) }))
        return { kind: 'failed' }
      }
      const href = URL.createObjectURL(result.blob)
      const link = document.createElement('a')
      link.href = href
      link.download = result.fileName ?? 'labels.pdf'
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(href), 10_000)
      void notify('success', m.label_download_done({ count: formatNumber(count), file: link.download }))
      return { kind: 'saved', count, file: link.download }
    } catch (error) {
      // Network and HTTP details are for developers; the seller gets the localized generic reason.
      console.error(error)
      void notify('error', m.label_download_failed({ message: m.api_code_unknown() }))
      return { kind: 'failed' }
    } finally {
      busy.current = false
      setWorking(false)
    }
  }
  return { run, working }
}

/** The server's row report, kept only when it has the shape this page words (never shown raw). */
function issuesOf(data: unknown): RowIssue[] {
  if (typeof data !== 'object' || data === null || !('issues' in data) || !Array.isArray(data.issues))
    return []
  return data.issues.filter(
    (i): i is RowIssue =>
      typeof i === 'object' &&
      i !== null &&
      typeof i.row === 'number' &&
      typeof i.field === 'string' &&
      typeof i.problem?.kind === 'string',
  )
}
