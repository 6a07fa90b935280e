import { PLUGIN_STORE_URL } from '@/features/content/plugin.shared'
import type { PluginVersion } from './api'

/** The browser plug-in's current release, announced to installed plug-ins by /api/common/get_plugin_version. */
export const PLUGIN_RELEASE: PluginVersion = {
  version: '2.4.0',
  min_version: '2.0.0',
  download_url: PLUGIN_STORE_URL,
  released_at: '2026-10-28',
}
