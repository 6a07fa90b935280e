import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { getLocale } from '@/i18n/locale'

/**
 * The plug-in pages written per language (spec §2: /plugin-en/{page}, /plugin-cn/{page}) were linked as
 * /plugin/{page} by the FAQ and About pages: those links, old and shared, land on the page in the
 * visitor's language. /plugin/resource-download and /plugin/seller-assistant are routes of their own.
 */
const PER_LANGUAGE_PAGES = new Set(['product-analysis', 'ai-review-analysis'])

export const Route = createFileRoute('/plugin/$page')({
  beforeLoad: ({ params }) => {
    if (!PER_LANGUAGE_PAGES.has(params.page)) throw notFound()
    throw redirect({ href: `/plugin-${getLocale()}/${params.page}`, statusCode: 301 })
  },
})
