// The dashboard's head in the page language (imported when the head first runs).
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'

export const dashboardHead = (): HeadText => ({
  title: m.dashboard_title(),
  description: m.dashboard_description(),
})
