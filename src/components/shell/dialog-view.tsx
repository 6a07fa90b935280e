import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Button, buttonVariants } from '@/components/ui/button'
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog'
import { siteConfig } from '@/config/site'
import { refusalText } from '@/features/quota/limit-text'
import { getLocale } from '@/i18n/locale'
import { useStore } from '@/lib/store'
import { m } from '@/paraglide/messages'
import { AppLink } from '../ui/app-link'
import {
  type AppDialog,
  closeDialog,
  dialogStore,
  type IntroDialog,
  type LimitDialog,
  limitDialogOffersUpgrade,
} from '../ui/dialog-store'

const PersonalCenter = lazy(() =>
  import('@/features/billing/components/personal-center').then((mod) => ({ default: mod.PersonalCenter })),
)

const InvitationDialog = lazy(() =>
  import('@/features/invites/components/invitation-dialog').then((mod) => ({
    default: mod.InvitationDialog,
  })),
)

function LoginPrompt({ redirectTo }: { redirectTo?: string }) {
  const login = siteConfig.account.login
  const register = siteConfig.account.register
  const back =
    redirectTo ?? (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search)
  const withRedirect = (url: string) => `${url}?redirect=${encodeURIComponent(back)}`
  return (
    <DialogContent dismissible={false} data-testid="login-prompt">
      <DialogTitle className="text-lg font-semibold text-gray-900">{m.login_prompt_title()}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-gray-600">{m.login_prompt_body()}</DialogDescription>
      <div className="mt-6 flex justify-end gap-2">
        <Button variant="ghost" onClick={closeDialog}>
          {m.dialog_cancel()}
        </Button>
        <AppLink href={withRedirect(register.url)} className={buttonVariants({ variant: 'outline' })}>
          {register.name()}
        </AppLink>
        <AppLink href={withRedirect(login.url)} data-testid="login-prompt-login" className={buttonVariants()}>
          {login.name()}
        </AppLink>
      </div>
    </DialogContent>
  )
}

function LimitPrompt({ dialog }: { dialog: LimitDialog }) {
  const router = useRouter()
  // The quota table decides the words (features/quota/limit-text.ts), the same the page's refusal panel
  // and the free-limit banner read; a feature known only by its name (no quota id) keeps the used-up
  // wording with that name.
  const text = refusalText({
    viewer: dialog.planId,
    feature: dialog.featureId,
    at: { page: dialog.page },
    locale: getLocale(),
  })
  const upgrade =
    text.action === 'upgrade' && (dialog.featureId !== undefined || limitDialogOffersUpgrade(dialog.planId))
  const named = dialog.featureId === undefined && dialog.feature
  const body = named
    ? upgrade
      ? m.limit_prompt_body({ feature: named() })
      : m.limit_prompt_body_top({ feature: named() })
    : text.body
  return (
    <DialogContent dismissible={false} data-testid="limit-prompt">
      <DialogTitle className="text-lg font-semibold text-gray-900">{text.title}</DialogTitle>
      <DialogDescription className="mt-2 text-sm text-gray-600" data-testid="limit-prompt-body">
        {body}
      </DialogDescription>
      <div className="mt-6 flex justify-end gap-2">
        {upgrade ? (
          <>
            <Button variant="ghost" onClick={closeDialog}>
              {m.dialog_cancel()}
            </Button>
            <Button
              data-testid="limit-prompt-upgrade"
              onClick={() => {
                closeDialog()
                void router.navigate({ href: '/pricing' })
              }}
            >
              {m.limit_prompt_upgrade()}
            </Button>
          </>
        ) : (
          <Button onClick={closeDialog}>{m.dialog_ok()}</Button>
        )}
      </div>
    </DialogContent>
  )
}

function IntroModal({ dialog }: { dialog: IntroDialog }) {
  const finish = (reason: 'cancel' | 'jump' | 'close') => {
    dialog.onClose?.(reason)
    closeDialog()
  }
  return (
    <DialogContent
      width="50%"
      className="min-w-[min(420px,calc(100vw-2rem))] p-0"
      data-testid="intro-modal"
      onCloseAutoFocus={(e) => e.preventDefault()}
    >
      {dialog.image ? (
        <img src={dialog.image} alt="" className="aspect-[2/1] w-full rounded-t-xl object-cover" />
      ) : null}
      <div className="p-6">
        <DialogTitle className="text-lg font-semibold text-gray-900">{dialog.title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm leading-6 text-gray-600">
          {dialog.content}
        </DialogDescription>
        {dialog.cancelText || dialog.jump ? (
          <div className="mt-6 flex justify-end gap-2">
            {dialog.cancelText ? (
              <Button variant="ghost" onClick={() => finish('cancel')}>
                {dialog.cancelText}
              </Button>
            ) : null}
            {dialog.jump ? (
              <AppLink
                href={dialog.jump.url}
                localPage
                onClick={() => finish('jump')}
                className={buttonVariants()}
              >
                {dialog.jump.text}
              </AppLink>
            ) : null}
          </div>
        ) : null}
      </div>
    </DialogContent>
  )
}

function DialogBody({ dialog }: { dialog: AppDialog }) {
  switch (dialog.type) {
    case 'login':
      return <LoginPrompt redirectTo={dialog.redirectTo} />
    case 'limit':
      return <LimitPrompt dialog={dialog} />
    case 'intro':
      return <IntroModal dialog={dialog} />
    case 'personal-center':
      return (
        <Suspense fallback={null}>
          <PersonalCenter />
        </Suspense>
      )
    case 'invitation':
      return (
        <Suspense fallback={null}>
          <InvitationDialog />
        </Suspense>
      )
  }
}

/** The dialogs themselves; loaded by DialogHost when the first dialog opens. */
export function DialogView() {
  const dialog = useStore(dialogStore)
  return (
    <DialogRoot
      open={dialog !== null}
      onOpenChange={(open) => {
        if (open || !dialog) return
        if (dialog.type === 'intro') dialog.onClose?.('close')
        closeDialog()
      }}
    >
      {dialog ? <DialogBody dialog={dialog} /> : null}
    </DialogRoot>
  )
}
