import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchImageBytes } from '@/features/suppliers/search-images.server'
import { ImageIdParam } from '@/features/suppliers/suppliers.shared'
import { getDatabase } from '@/server/db/client'
import { apiNotFound } from '@/server/http/api-fallback'
import { otherMethods } from '@/server/http/routes'

// The stored (normalised) picture of an upload, so the page can show what it searched with.
export const Route = createFileRoute('/api/imagesearch/image')({
  server: {
    handlers: {
      ...otherMethods(['GET']),
      GET: async ({ request }: { request: Request }) => {
        const id = v.safeParse(ImageIdParam, new URL(request.url).searchParams.get('id'))
        const bytes = id.success ? await searchImageBytes(await getDatabase(), id.output) : null
        // No such picture: the /api contract's 404 envelope, like every other /api path.
        if (!bytes) return apiNotFound({ request })
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
