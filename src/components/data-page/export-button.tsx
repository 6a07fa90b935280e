// CSV export of the grid on screen, for every list page: the page's current filters and sort go to its
// export endpoint with the page's language (headers), a progress bar runs while the server streams the
// file, then the browser saves it under the server's name (list, site and day).

import { Download } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { notify } from '@/components/ui/toast'
import { messageForCode } from '@/i18n/code-messages'
import { getLocale } from '@/i18n/locale'
import { API_CODES, isEnvelope } from '@/lib/api-codes'
import { formatNumber, formatPercent } from '@/lib/format'
import { download } from '@/lib/http'
import { m } from '@/paraglide/messages'
import { usePrompt } from './api-reaction'

type QueryValue = string | number | boolean | null | undefined

/** Paging says which rows are on screen, not which rows the list holds: an export takes them all. */
const PAGING = new Set(['page', 'page_size', 'cursor'])

export function ExportButton({
  endpoint,
  params,
  total,
  fileName = 'export.csv',
}: {
  /** The export endpoint, e.g. /api/v2/products/export. */
  endpoint: string
  /** The list's query as on screen; paging is left out. */
  params: Readonly<Record<string, QueryValue>>
  /** Rows the file will hold (the list's total within the export cap), for the progress bar. */
  total: number
  /** The name to save under when the server names none. */
  fileName?: string
}) {
  const locale = getLocale()
  const prompt = usePrompt()
  const [progress, setProgress] = useState<number | null>(null)
  const busy = useRef(false)
  const run = async () => {
    if (busy.current) return
    busy.current = true
    setProgress(0)
    const query = new URLSearchParams()
    for (const [key, value] of Object.entries(params)) {
      if (!PAGING.has(key) && value !== undefined && value !== null && value !== '')
        query.set(key, String(value))
    }
    query.set('lang', locale)
    try {
      const expected = total
      let rows = 0
      const result = await download(`${endpoint}?${query}`, ({ lines }) => {
        // The header line is not a row.
        rows = Math.max(0, lines - 1)
        setProgress(expected > 0 ? Math.min(1, rows / expected) : 0)
      })
      if (result.kind === 'json') {
        const code = isEnvelope(result.body) ? result.body.code : API_CODES.serverError
        if (!prompt(code, 'data-export'))
          void notify('error', m.export_failed({ message: messageForCode(code) }))
        return
      }
      const url = URL.createObjectURL(result.blob)
      const link = document.createElement('a')
      link.href = url
      link.download = result.fileName ?? fileName
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 10_000)
      void notify('success', m.export_done({ rows: formatNumber(rows), file: link.download }))
    } catch (error) {
      // The network or HTTP error text is for developers; the seller gets the localized generic reason.
      console.error(error)
      void notify('error', m.export_failed({ message: m.api_code_unknown() }))
    } finally {
      busy.current = false
      setProgress(null)
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <Button
        variant="outline"
        size="sm"
        onClick={() => void run()}
        disabled={progress !== null}
        data-testid="export-csv"
      >
        <Download aria-hidden />
        {m.export_button()}
      </Button>
      {progress !== null ? (
        <span
          className="inline-flex items-center gap-2 text-xs text-gray-600"
          role="status"
          data-testid="export-progress"
        >
          <progress max={1} value={progress} className="h-2 w-24 accent-brand-500" />
          {m.export_progress({ percent: formatPercent(progress, { decimals: 0 }) })}
        </span>
      ) : null}
    </span>
  )
}
