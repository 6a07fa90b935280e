// One dialog host for the whole app (spec §2 "Dialogs"); features open dialogs through these calls.
import type { QuotaFeature } from '@/config/quotas'
import type { Text } from '@/config/site-config'
import { createStore } from '@/lib/store'

export type IntroDialog = {
  type: 'intro'
  title: string
  content: string
  image?: string
  cancelText?: string
  jump?: { text: string; url: string }
  onClose?: (reason: 'cancel' | 'jump' | 'close') => void
}
export type LoginDialog = { type: 'login'; redirectTo?: string }
export type LimitDialog = {
  type: 'limit'
  feature?: Text
  /** The quota feature refused, when known: says whether the plan has it at all (docs/quotas.md). */
  featureId?: QuotaFeature
  planId: number
  /** The list page refused, when a list was: a free plan's first-page rule is named as such. */
  page?: number
}
/** The signed-in user's profile, plan and today's usage (features/account). */
export type PersonalCenterDialog = { type: 'personal-center' }
/** The invite link, copy text and reward progress (features/invites). */
export type InvitationDialog = { type: 'invitation' }
export type AppDialog = IntroDialog | LoginDialog | LimitDialog | PersonalCenterDialog | InvitationDialog

export const dialogStore = createStore<AppDialog | null>(null)

// What had focus when the first of a run of dialogs opened: it gets focus back when they close
// (WCAG 2.4.3; the content unmounts with the store's dialog, so the library cannot do it).
let opener: HTMLElement | null = null

export function openDialog(dialog: AppDialog): void {
  if (!dialogStore.get() && typeof document !== 'undefined') {
    const active = document.activeElement
    opener = active instanceof HTMLElement && active !== document.body ? active : null
  }
  dialogStore.set(dialog)
}

export function closeDialog(): void {
  dialogStore.set(null)
  const target = opener
  opener = null
  // After the dialog's own focus handling has run.
  if (target) setTimeout(() => target.isConnected && target.focus(), 0)
}

/** Spec §6: Single Pro and Team Pro have nothing to upgrade to, so they only see OK. */
export function limitDialogOffersUpgrade(planId: number): boolean {
  return planId !== 2 && planId !== 4
}
