import { createFileRoute } from '@tanstack/react-router'
import { uploadSearchImage } from '@/features/suppliers/search-image-upload.server'
import { getDatabase } from '@/server/db/client'
import { binaryPostRoute } from '@/server/http/routes'

export const Route = createFileRoute('/api/imagesearch/upload')({
  server: {
    handlers: binaryPostRoute(async (request) => uploadSearchImage(await getDatabase(), request)),
  },
})
