// Saved label templates need an account (a guest's templates would vanish with its cookie): a visitor
// gets 10001 and the login prompt.
import { createServerFn } from '@tanstack/react-start'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { ApiError, ok } from '@/server/api/call'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '@/server/auth/context'
import { getDatabase } from '@/server/db/client'
import { requireAccount } from '@/server/quota/quota'
import {
  MAX_SAVED_TEMPLATES,
  type SavedTemplate,
  SaveTemplateSchema,
  TemplateIdSchema,
  TemplateListSchema,
} from './label-request.shared'
import { deleteTemplate, listTemplates, saveTemplate } from './label-templates.server'

const templatesReply = <T>(label: string, fn: () => Promise<T>): Promise<ApiEnvelope<T | null>> =>
  serverReply(`label templates ${label}`, async () => ok(await fn()))

export const fetchLabelTemplates = createServerFn({ method: 'GET' })
  .validator(TemplateListSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<SavedTemplate[] | null>> =>
      templatesReply('list', async () => {
        const viewer = await requireAccount(requestCallContext())
        return listTemplates(await getDatabase(), viewer.userId, data.platform)
      }),
  )

export const saveLabelTemplate = createServerFn({ method: 'POST' })
  .validator(SaveTemplateSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<SavedTemplate | null>> =>
      templatesReply('save', async () => {
        const viewer = await requireAccount(requestCallContext())
        const saved = await saveTemplate(await getDatabase(), viewer.userId, data)
        if (!saved)
          throw new ApiError(
            400,
            API_CODES.invalidParameter,
            `name: at most ${MAX_SAVED_TEMPLATES} templates; delete one first`,
          )
        return saved
      }),
  )

export const deleteLabelTemplate = createServerFn({ method: 'POST' })
  .validator(TemplateIdSchema)
  .handler(
    ({ data }): Promise<ApiEnvelope<boolean | null>> =>
      templatesReply('delete', async () => {
        const viewer = await requireAccount(requestCallContext())
        return deleteTemplate(await getDatabase(), viewer.userId, data.id)
      }),
  )
