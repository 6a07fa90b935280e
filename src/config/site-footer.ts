// The footer's configuration as the footer reads it; apart from site.ts so that only the footer's
// chunk carries it (app.footer.ts says why).
import { footerConfig } from '../../app.footer'
import type { SiteFooterConfig } from './site-config'

export const siteFooter: SiteFooterConfig = footerConfig
