import { createFileRoute } from '@tanstack/react-router'
import { KeywordReversePage } from '@/features/keywords/components/keyword-reverse-page'
import { keywordReverseRoute } from '@/features/keywords/keywords-route'

export const Route = createFileRoute('/keyword-reverse')({
  ...keywordReverseRoute,
  component: function KeywordReverse() {
    return <KeywordReversePage search={Route.useSearch()} />
  },
})
