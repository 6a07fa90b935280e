// Saved templates: a signed-in seller keeps the form (layout and field values) under a name and loads it
// again later; visitors and guests are offered the sign-in instead (templates belong to an account).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Save, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { usePrompt } from '@/components/data-page/api-reaction'
import { Button } from '@/components/ui/button'
import { Card, CardTitle } from '@/components/ui/card'
import { openDialog } from '@/components/ui/dialog-store'
import { Field, Input, Select } from '@/components/ui/input'
import { notify } from '@/components/ui/toast'
import { useSignedInUser } from '@/features/account/viewer-store'
import { messageForCode } from '@/i18n/code-messages'
import { API_CODES } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'
import type { LabelRow, SavedTemplate } from '../label-request.shared'
import { deleteLabelTemplate, saveLabelTemplate } from '../labels.functions'
import { labelTemplatesQueryOptions } from '../labels.queries'
import type { LabelPlatform } from '../labels.shared'
import { type LabelLayout, layoutParams } from './use-label-pdf'

export function SavedTemplates(props: {
  platform: LabelPlatform
  layout: LabelLayout
  values: LabelRow
  onLoad: (layout: LabelLayout, values: LabelRow) => void
}) {
  const user = useSignedInUser()
  return (
    <Card data-testid="label-templates">
      <CardTitle>{m.label_templates_title()}</CardTitle>
      {user && !user.isGuest ? (
        <TemplateControls {...props} />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-gray-600">{m.label_templates_signin()}</p>
          <Button
            variant="outline"
            onClick={() => openDialog({ type: 'login' })}
            data-testid="label-templates-signin"
          >
            {m.label_templates_signin_button()}
          </Button>
        </div>
      )}
    </Card>
  )
}

function TemplateControls({
  platform,
  layout,
  values,
  onLoad,
}: {
  platform: LabelPlatform
  layout: LabelLayout
  values: LabelRow
  onLoad: (layout: LabelLayout, values: LabelRow) => void
}) {
  const queryClient = useQueryClient()
  const prompt = usePrompt()
  const options = labelTemplatesQueryOptions(platform)
  const list = useQuery(options)
  const templates: SavedTemplate[] = list.data?.code === API_CODES.success ? (list.data.data ?? []) : []
  const [chosen, setChosen] = useState<number | null>(null)
  const [name, setName] = useState('')
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey })

  const save = useMutation({
    mutationFn: async () => {
      const params = layoutParams(platform, layout)
      if (!params) return null
      return saveLabelTemplate({
        data: {
          name,
          platform,
          body: {
            label_size: params.label_size,
            symbology: params.symbology,
            offset_x: params.offset_x,
            offset_y: params.offset_y,
            values,
          },
        },
      })
    },
    onSuccess: (reply) => {
      if (!reply) return
      if (reply.code === API_CODES.success && reply.data) {
        setChosen(reply.data.id)
        void notify('success', m.label_templates_saved({ name: reply.data.name }))
        void refresh()
      } else if (!prompt(reply.code)) {
        void notify('error', m.label_templates_failed({ message: messageForCode(reply.code) }))
      }
    },
    onError: () => void notify('error', m.label_templates_failed({ message: m.api_code_unknown() })),
  })

  const remove = useMutation({
    mutationFn: (template: SavedTemplate) => deleteLabelTemplate({ data: { id: template.id } }),
    onSuccess: (reply, template) => {
      if (reply.code === API_CODES.success) {
        setChosen(null)
        void notify('success', m.label_templates_deleted({ name: template.name }))
        void refresh()
      } else if (!prompt(reply.code)) {
        void notify('error', m.label_templates_failed({ message: messageForCode(reply.code) }))
      }
    },
  })

  const current = templates.find((t) => t.id === chosen) ?? null
  const load = (id: number) => {
    const template = templates.find((t) => t.id === id)
    setChosen(template?.id ?? null)
    if (!template) return
    setName(template.name)
    onLoad(
      {
        labelSize: template.body.label_size,
        symbology: template.body.symbology,
        offsetX: String(template.body.offset_x),
        offsetY: String(template.body.offset_y),
      },
      template.body.values,
    )
    void notify('info', m.label_templates_loaded({ name: template.name }))
  }

  return (
    <div className="flex flex-col gap-4">
      {templates.length === 0 ? (
        <p className="text-sm text-gray-500" data-testid="label-templates-none">
          {m.label_templates_none()}
        </p>
      ) : (
        <div className="flex items-end gap-2">
          <Field label={m.label_templates_choose()} className="flex-1">
            {(control) => (
              <Select
                {...control}
                controlSize="lg"
                value={chosen ?? ''}
                onChange={(e) => load(Number(e.target.value))}
                data-testid="label-templates-list"
              >
                <option value="">{m.label_templates_choose_placeholder()}</option>
                {templates.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button
            variant="outline"
            size="icon"
            className="size-10"
            disabled={!current || remove.isPending}
            aria-label={m.label_templates_delete()}
            title={m.label_templates_delete()}
            onClick={() => current && remove.mutate(current)}
            data-testid="label-templates-delete"
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (name.trim() === '') {
            void notify('error', m.label_templates_name_needed())
            return
          }
          save.mutate()
        }}
      >
        <Field label={m.label_templates_name()} className="flex-1">
          {(control) => (
            <Input
              {...control}
              controlSize="lg"
              maxLength={60}
              value={name}
              onChange={(e) => setName(e.target.value)}
              data-testid="label-templates-name"
            />
          )}
        </Field>
        <Button
          type="submit"
          variant="outline"
          className="h-10"
          disabled={save.isPending}
          data-testid="label-templates-save"
        >
          <Save aria-hidden />
          {m.label_templates_save()}
        </Button>
      </form>
    </div>
  )
}
