import { createFileRoute } from '@tanstack/react-router'
import { CaseConverterPage } from '@/features/tools/components/case-converter-page'
import { lazyHead } from '@/i18n/seo'

export const Route = createFileRoute('/tools/case-converter')({
  head: lazyHead(async () => (await import('@/features/tools/tools-heads')).TOOL_HEADS.caseConverter()),
  component: CaseConverterPage,
})
