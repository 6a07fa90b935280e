// The supplier search's picture input: drop a file, paste one (anywhere on the page), pick one, or give
// an image URL. Files go to POST /api/imagesearch/upload; a refusal is worded by its reason.
import { ImageUp } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, Input } from '@/components/ui/input'
import { API_CODES } from '@/lib/api-codes'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { refusalText } from '../supplier-names'

type UploadReply = { code: number; msg: string; data: { image_id?: string; reason?: string } | null }

const MAX_BYTES = 8 * 1024 * 1024

export function PictureInput({
  onImageId,
  onImageUrl,
  error,
}: {
  onImageId: (id: string) => void
  onImageUrl: (url: string) => void
  /** A refusal of the current search's picture (from the list reply), shown with the input's own. */
  error: string | null
}) {
  const [busy, setBusy] = useState(false)
  const [own, setOwn] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [url, setUrl] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const hintId = useId()

  const upload = async (file: File) => {
    setOwn(null)
    // Checked here too so an oversized file is not sent at all; the server checks again.
    if (file.size > MAX_BYTES) {
      setOwn(refusalText('too_large'))
      return
    }
    setBusy(true)
    try {
      const response = await fetch('/api/imagesearch/upload', {
        method: 'POST',
        headers: { 'content-type': file.type || 'application/octet-stream' },
        body: file,
      })
      const reply = (await response.json()) as UploadReply
      if (reply.code === API_CODES.success && reply.data?.image_id) onImageId(reply.data.image_id)
      else setOwn(refusalText(reply.data?.reason))
    } catch {
      setOwn(m.supplier_error_general())
    } finally {
      setBusy(false)
    }
  }

  // Paste works anywhere on the page, as image search sites do, except into a text field.
  // biome-ignore lint/correctness/useExhaustiveDependencies: upload reads only stable setters and props.
  useEffect(() => {
    const onPaste = (event: ClipboardEvent) => {
      const target = event.target
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) return
      const file = [...(event.clipboardData?.files ?? [])][0]
      if (file) {
        event.preventDefault()
        void upload(file)
      }
    }
    window.addEventListener('paste', onPaste)
    return () => window.removeEventListener('paste', onPaste)
  }, [])

  const submitUrl = (event: FormEvent) => {
    event.preventDefault()
    const value = url.trim()
    if (!/^https?:\/\/\S+$/i.test(value)) {
      setOwn(refusalText('url_invalid'))
      return
    }
    setOwn(null)
    onImageUrl(value)
  }

  const message = own ?? error
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" data-testid="supplier-input">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target only takes drag events; the button inside is the keyboard way in. */}
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed px-4 py-6 text-center',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-gray-300',
        )}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault()
          setDragging(false)
          const file = event.dataTransfer.files[0]
          if (file) void upload(file)
        }}
        data-testid="supplier-drop"
      >
        <ImageUp className="size-8 text-gray-400" aria-hidden />
        <p className="font-medium text-gray-900">{m.supplier_drop_title()}</p>
        <p id={hintId} className="text-xs text-gray-600">
          {m.supplier_drop_hint()}
        </p>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            const file = event.target.files?.[0]
            if (file) void upload(file)
            event.target.value = ''
          }}
          data-testid="supplier-file"
        />
        <Button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
        >
          {busy ? m.supplier_uploading() : m.supplier_choose_file()}
        </Button>
      </div>
      <form onSubmit={submitUrl} className="mt-3 flex flex-wrap items-end gap-2">
        <Field label={m.supplier_url_label()} className="min-w-[14rem] flex-1">
          {({ id }) => (
            <Input
              id={id}
              type="url"
              inputMode="url"
              value={url}
              maxLength={2000}
              placeholder={m.supplier_url_placeholder()}
              onChange={(event) => setUrl(event.target.value)}
              data-testid="supplier-url"
            />
          )}
        </Field>
        <Button type="submit" variant="outline" disabled={busy} data-testid="supplier-url-submit">
          {m.supplier_url_button()}
        </Button>
      </form>
      {message ? (
        <p
          role="alert"
          className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
          data-testid="supplier-error"
        >
          {message}
        </p>
      ) : null}
    </section>
  )
}
