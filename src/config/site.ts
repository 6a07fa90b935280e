// The site configuration as the app reads it. The server validates it at start (src/server.ts).
import { appConfig } from '../../app.config'
import type { SiteShellConfig } from './site-config'

export const siteConfig: SiteShellConfig = appConfig
