// One dialog host for the whole app (spec §2 "Dialogs"); features open dialogs through these calls.
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
export type LimitDialog = { type: 'limit'; feature?: Text; planId: number }
/** The signed-in user's profile, plan and today's usage (features/account). */
export type PersonalCenterDialog = { type: 'personal-center' }
export type AppDialog = IntroDialog | LoginDialog | LimitDialog | PersonalCenterDialog

export const dialogStore = createStore<AppDialog | null>(null)

export function openDialog(dialog: AppDialog): void {
  dialogStore.set(dialog)
}

export function closeDialog(): void {
  dialogStore.set(null)
}

/** Spec §6: Single Pro and Team Pro have nothing to upgrade to, so they only see OK. */
export function limitDialogOffersUpgrade(planId: number): boolean {
  return planId !== 2 && planId !== 4
}
