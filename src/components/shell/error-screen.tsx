import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { readStorage, writeStorage } from '@/lib/storage'
import { m } from '@/paraglide/messages'
import { AppLink } from '../ui/app-link'

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i
const CHUNK_RELOAD_KEY = 'shopsight.chunk-reload'

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message)
}

/**
 * Spec §8: "Internal Server Error" (in the page language). The error's own message is for the console,
 * never the page: it is English and written for developers.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    // A page chunk from an old deploy is gone: load the target path afresh, once per path.
    if (!isChunkLoadError(error)) {
      console.error(error)
      return
    }
    const target = window.location.pathname + window.location.search
    if (readStorage(CHUNK_RELOAD_KEY, 'session') === target) return
    writeStorage(CHUNK_RELOAD_KEY, target, 'session')
    window.location.assign(target)
  }, [error])
  return (
    <section data-testid="error-screen" className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="text-6xl font-bold text-brand-500">500</p>
      <h1 className="mt-4 text-2xl font-semibold text-gray-900">{m.error_title()}</h1>
      <p className="mt-4 text-gray-600">{m.error_body()}</p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => {
            reset()
            void router.invalidate()
          }}
          className="rounded-md bg-brand-500 px-4 py-2 text-sm font-medium text-white hover:bg-brand-600"
        >
          {m.error_retry()}
        </button>
        <AppLink
          href="/"
          localPage
          className="rounded-md border border-gray-300 px-4 py-2 text-sm font-medium text-gray-800 hover:border-brand-500"
        >
          {m.go_home()}
        </AppLink>
      </div>
    </section>
  )
}
