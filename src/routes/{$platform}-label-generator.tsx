import { createFileRoute, notFound } from '@tanstack/react-router'
import { siteConfig } from '@/config/site'
import { LabelGeneratorPage } from '@/features/labels/components/label-generator-page'
import { labelPlatformOf } from '@/features/labels/label-platforms'
import { lazyHead } from '@/i18n/seo'

// /{platform}-label-generator: the brand's own template (under the brand id of app.config.ts) and the
// five marketplaces'; any other platform is the 404 screen.
export const Route = createFileRoute('/{$platform}-label-generator')({
  beforeLoad: ({ params }) => {
    if (!labelPlatformOf(params.platform, siteConfig.product)) throw notFound()
  },
  head: lazyHead(async ({ params }: { params: { platform: string } }) => {
    const { labelHead } = await import('@/features/labels/labels-heads')
    const platform = labelPlatformOf(params.platform, siteConfig.product)
    return platform ? labelHead(platform) : undefined
  }),
  component: function LabelGenerator() {
    const platform = labelPlatformOf(Route.useParams().platform, siteConfig.product)
    return platform ? <LabelGeneratorPage platform={platform} /> : null
  },
})
