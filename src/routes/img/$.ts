import { createFileRoute } from '@tanstack/react-router'
import { renderImagePath } from '@/features/catalog/product-image'

// Product, store-logo and ad images are drawn from their path (no external URL): the same path always
// gives the same picture, so browsers may keep it for a year.
export const Route = createFileRoute('/img/$')({
  server: {
    handlers: {
      GET: ({ params }) => {
        const svg = renderImagePath(`/img/${params._splat ?? ''}`)
        if (!svg) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
        return new Response(svg, {
          headers: {
            'content-type': 'image/svg+xml; charset=utf-8',
            'cache-control': 'public, max-age=31536000, immutable',
          },
        })
      },
    },
  },
})
