// Titles and descriptions of the pages whose head is fixed text, loaded by `fixedHead` (seo.ts) when a
// head first runs rather than with the app's entry.
import { m } from '@/paraglide/messages'
import type { HeadText } from './seo'

const page = (title: string, description: string): HeadText => ({
  title: `${title} | Shopsight`,
  description,
})

export const PAGE_HEADS = {
  home: (): HeadText => ({ title: m.home_meta_title(), description: m.site_description() }),
  blog: (): HeadText => ({ title: m.blog_title(), description: m.blog_description() }),
  pricing: () => page(m.pricing_title(), m.pricing_meta_description()),
  login: () => page(m.account_login_title(), m.account_login_subtitle()),
  register: () => page(m.account_register_title(), m.account_register_subtitle()),
  logout: () => page(m.account_signing_out(), m.account_signing_out()),
  favorites: () => page(m.favorites_title(), m.favorites_description()),
  invitation: () => page(m.invite_title(), m.invite_description()),
  affiliate: () => page(m.affiliate_title(), m.affiliate_description()),
  team: () => page(m.team_title(), m.team_description()),
  pageViews: () => page(m.analytics_title(), m.analytics_description()),
  welcome: () => page(m.welcome_title(), m.welcome_description()),
  productDetail: () => page(m.detail_title(), m.detail_description()),
  payResult: () => page(m.pay_result_title(), m.pay_result_description()),
  sandboxCheckout: () => page(m.sandbox_title(), m.sandbox_note()),
}
