// Announcement modals (spec §4): part of the site configuration (app.config.ts), in a file of their own
// so their texts load with the deferred widgets, not with every first page. Validated with the rest of
// the configuration when the server starts (src/server.ts).
import type { SiteConfig } from '@/config/site-config'
import { m } from '@/paraglide/messages'

/** Announcement modals (spec §4), with their windows, routes and dismissal markers. */
export const announcements = [
  {
    key: 'ranking-trend',
    start: '2024-11-14T00:00:00+08:00',
    end: '2024-11-21T00:00:00+08:00',
    routes: ['/', '/historical-rankings'],
    title: m.announce_ranking_trend_title,
    content: m.announce_ranking_trend_body,
    image: '/announcements/ranking-trend.svg',
    jump: { text: m.announce_try_now, url: '/historical-rankings' },
    cancel: { text: m.dialog_close },
    local_sign: 'announce-ranking-trend',
    marker_expires: '2024-11-21T00:00:00+08:00',
  },
  {
    key: 'label-templates',
    start: '2025-02-17T00:00:00+08:00',
    end: '2025-02-24T00:00:00+08:00',
    routes: ['/', '/shopsight-label-generator'],
    title: m.announce_label_title,
    content: m.announce_label_body,
    image: '/announcements/label-templates.svg',
    jump: { text: m.announce_try_now, url: '/shopsight-label-generator' },
    cancel: { text: m.dialog_close },
    local_sign: 'announce-label-templates',
    marker_expires: '2025-02-24T00:00:00+08:00',
  },
  {
    key: 'multi-country',
    start: '2025-04-23T00:00:00+08:00',
    end: '2025-04-29T00:00:00+08:00',
    routes: ['/', '/product-database', '/historical-rankings', '/mall-hot-sale'],
    title: m.announce_multi_country_title,
    content: m.announce_multi_country_body,
    image: '/announcements/multi-country.svg',
    jump: {
      text: m.announce_try_now,
      url: '/product-database',
      marker_expires: '2025-04-29T00:00:00+08:00',
    },
    cancel: { text: m.dialog_close },
    local_sign: 'site-modal',
    marker_expires: '2025-04-30T00:00:00+08:00',
  },
  {
    key: 'keyword-database',
    start: '2025-04-29T00:00:00+08:00',
    end: '2025-05-10T00:00:00+08:00',
    routes: ['/', '/keyword-database'],
    title: m.announce_keyword_title,
    content: m.announce_keyword_body,
    image: '/announcements/keyword-database.svg',
    jump: { text: m.announce_try_now, url: '/shopsight-label-generator' },
    cancel: { text: m.dialog_close },
    local_sign: 'keyword-list',
    marker_expires: '2025-05-10T00:00:00+08:00',
  },
  {
    key: 'ads',
    start: '2025-08-29T00:00:00+08:00',
    end: '2025-09-07T00:00:00+08:00',
    routes: ['/', '/ads'],
    title: m.announce_ads_title,
    content: m.announce_ads_body,
    image: '/announcements/ads.svg',
    jump: { text: m.announce_try_now, url: '/ads' },
    cancel: { text: m.dialog_close },
    local_sign: 'ads',
    marker_expires: '2025-09-07T00:00:00+08:00',
  },
] satisfies SiteConfig['announcements']
