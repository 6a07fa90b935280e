// "Sign in with Google" (shown only when GOOGLE_CLIENT_ID/SECRET are set): Google's button hands the
// page an ID token, which new-google-callback turns into a session (spec §7, §8). When Google's script
// cannot load, a plain button takes the redirect flow instead.
import { useEffect, useRef, useState } from 'react'
import { getLocale } from '@/i18n/locale'
import { m } from '@/paraglide/messages'
import { api, finishGoogleSignIn } from '../session'

type GoogleIdentity = {
  initialize(options: { client_id: string; callback: (reply: { credential?: string }) => void }): void
  renderButton(element: HTMLElement, options: Record<string, string | number>): void
}

function googleIdentity(): GoogleIdentity | undefined {
  const google: unknown = Reflect.get(window, 'google')
  if (typeof google !== 'object' || google === null || !('accounts' in google)) return undefined
  const { accounts } = google
  if (typeof accounts !== 'object' || accounts === null || !('id' in accounts)) return undefined
  const { id } = accounts
  if (typeof id !== 'object' || id === null || !('initialize' in id) || !('renderButton' in id))
    return undefined
  const { initialize, renderButton } = id
  if (typeof initialize !== 'function' || typeof renderButton !== 'function') return undefined
  return {
    initialize: (options) => initialize.call(id, options),
    renderButton: (element, options) => renderButton.call(id, element, options),
  }
}

const SCRIPT = 'https://accounts.google.com/gsi/client'

async function redirectSignIn(callbackURL: string): Promise<void> {
  const reply = await api.post<{ url?: string }>('/api/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
  })
  if (reply.url) window.location.assign(reply.url)
}

export function GoogleButton({ clientId, redirect }: { clientId: string; redirect: string }) {
  const slot = useRef<HTMLDivElement>(null)
  const [fallback, setFallback] = useState(false)
  useEffect(() => {
    const render = () => {
      const gsi = googleIdentity()
      if (!gsi || !slot.current) return setFallback(true)
      gsi.initialize({
        client_id: clientId,
        callback: ({ credential }) => {
          if (credential) void finishGoogleSignIn(credential)
        },
      })
      gsi.renderButton(slot.current, {
        theme: 'outline',
        size: 'large',
        width: 320,
        locale: getLocale() === 'cn' ? 'zh_CN' : 'en',
      })
    }
    if (googleIdentity()) return render()
    const script = document.createElement('script')
    script.src = SCRIPT
    script.async = true
    script.onload = render
    script.onerror = () => setFallback(true)
    document.head.append(script)
  }, [clientId])
  if (fallback) {
    return (
      <button
        type="button"
        data-testid="auth-google"
        onClick={() => void redirectSignIn(redirect)}
        className="mt-3 h-10 w-full rounded-md border border-gray-300 text-sm font-medium text-gray-800 hover:border-brand-500"
      >
        {m.account_google()}
      </button>
    )
  }
  return <div ref={slot} data-testid="auth-google" className="mt-3 flex min-h-10 justify-center" />
}
