// Every /api path no other route answers (spec §7: the /api contract holds under the whole prefix): the
// JSON envelope with 404 and a code, for every method, instead of the HTML 404 page. /api/auth/* is
// better-auth's (api/auth/$.ts), whose more specific splat wins.
import { createFileRoute } from '@tanstack/react-router'
import { apiNotFound } from '@/server/http/api-fallback'

export const Route = createFileRoute('/api/$')({
  server: {
    handlers: {
      GET: apiNotFound,
      HEAD: apiNotFound,
      POST: apiNotFound,
      PUT: apiNotFound,
      PATCH: apiNotFound,
      DELETE: apiNotFound,
      OPTIONS: apiNotFound,
    },
  },
})
