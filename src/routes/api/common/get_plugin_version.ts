import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { getMarketplaceApi } from '@/marketplace'
import { getOnly } from '@/server/http/routes'

export const Route = createFileRoute('/api/common/get_plugin_version')({
  server: {
    handlers: getOnly(v.object({}), (_input, ctx) => getMarketplaceApi().pluginVersion(ctx)),
  },
})
