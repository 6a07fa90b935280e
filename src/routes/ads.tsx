import { createFileRoute } from '@tanstack/react-router'
import { adLibraryRoute } from '@/features/ads/ads-routes'
import { AdLibraryPage } from '@/features/ads/components/ad-library-page'

export const Route = createFileRoute('/ads')({
  ...adLibraryRoute,
  component: function AdLibrary() {
    return <AdLibraryPage search={Route.useSearch()} />
  },
})
