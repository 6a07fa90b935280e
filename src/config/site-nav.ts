// The navigation menus as the bar and the mobile menu read them; apart from site.ts so that only their
// chunks carry them (app.nav.ts says why).
import { navConfig } from '../../app.nav'
import type { SiteNavConfig } from './site-config'

export const siteNav: SiteNavConfig = navConfig
