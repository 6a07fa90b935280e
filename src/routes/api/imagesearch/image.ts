import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { searchImageBytes } from '@/features/suppliers/search-images.server'
import { ImageIdParam } from '@/features/suppliers/suppliers.shared'
import { API_CODES } from '@/lib/api-codes'
import { getDatabase } from '@/server/db/client'
import { json } from '@/server/http/routes'

// The stored (normalised) picture of an upload, so the page can show what it searched with.
export const Route = createFileRoute('/api/imagesearch/image')({
  server: {
    handlers: {
      GET: async ({ request }: { request: Request }) => {
        const id = v.safeParse(ImageIdParam, new URL(request.url).searchParams.get('id'))
        const bytes = id.success ? await searchImageBytes(await getDatabase(), id.output) : null
        if (!bytes) return json(404, { code: API_CODES.notFound, msg: 'id: no such picture', data: null })
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
