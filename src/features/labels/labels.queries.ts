import { queryOptions } from '@tanstack/react-query'
import { fetchLabelTemplates } from './labels.functions'
import type { LabelPlatform } from './labels.shared'

/** The signed-in user's saved templates for a platform; asked only once the viewer is known to have an account. */
export const labelTemplatesQueryOptions = (platform: LabelPlatform) =>
  queryOptions({
    queryKey: ['label-templates', platform],
    queryFn: () => fetchLabelTemplates({ data: { platform } }),
  })
