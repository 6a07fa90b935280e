import { createFileRoute } from '@tanstack/react-router'
import { CurrencyConverterPage } from '@/features/tools/components/currency-converter-page'
import { lazyHead } from '@/i18n/seo'

export const Route = createFileRoute('/tools/currency-converter')({
  head: lazyHead(async () => (await import('@/features/tools/tools-heads')).TOOL_HEADS.currencyConverter()),
  component: CurrencyConverterPage,
})
