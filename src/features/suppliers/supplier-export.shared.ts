// The query of GET /api/imagesearch/export: the search's parameters plus the file's header language.
// Apart from suppliers.shared.ts so the page routes (bundled with the app's entry) do not carry it.
import * as v from 'valibot'
import { ExportLangParam } from '@/lib/params'
import { SourcingListQuerySchema } from './suppliers.shared'

export const SourcingExportQuerySchema = v.object({
  ...SourcingListQuerySchema.entries,
  lang: ExportLangParam,
})
