import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchImageBytes } from '@/features/suppliers/search-images.server'
import { ImageIdParam } from '@/features/suppliers/suppliers.shared'
import { getDatabase } from '@/server/db/client'

// The stored (normalised) picture of an upload, so the page can show what it searched with.
export const Route = createFileRoute('/api/imagesearch/image')({
  server: {
    handlers: {
      GET: async ({ request }: { request: Request }) => {
        const id = v.safeParse(ImageIdParam, new URL(request.url).searchParams.get('id'))
        const bytes = id.success ? await searchImageBytes(await getDatabase(), id.output) : null
        if (!bytes)
          return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } })
        return new Response(bytes, {
          headers: {
            'content-type': 'image/jpeg',
            'cache-control': 'private, max-age=3600',
            'x-content-type-options': 'nosniff',
          },
        })
      },
    },
  },
})
