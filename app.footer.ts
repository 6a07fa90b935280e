// The footer's part of the site configuration (spec §2 "Footer"): link groups, social links, QR codes and
// the company texts. A file of its own, like the announcements, because a module is bundled whole: the
// footer hydrates after the page (site-shell.tsx), so its texts need not ride with every first load.
// Validated with the rest of the configuration when the server starts (src/server.ts).
import type { SiteFooterConfig } from '@/config/site-config'
import { m } from '@/paraglide/messages'

export const footerConfig = {
  footer: {
    preset: 'dark',
    groups: [
      {
        name: m.footer_group_product,
        sort: 40,
        items: [
          { name: m.nav_historical_rankings, url: '/historical-rankings', sort: 50 },
          { name: m.nav_product_database, url: '/product-database', sort: 40 },
          { name: m.nav_mall_hot_sale, url: '/mall-hot-sale', sort: 30 },
          { name: m.nav_keyword_reverse, url: '/keyword-reverse', sort: 20 },
          { name: m.nav_ad_library, url: '/ads', sort: 10 },
        ],
      },
      {
        name: m.footer_group_tools,
        sort: 30,
        items: [
          { name: m.nav_label_generator, url: '/shopsight-label-generator', sort: 40 },
          { name: m.nav_supplier_search, url: '/search-supplier', sort: 30 },
          { name: m.nav_currency_converter, url: '/tools/currency-converter', sort: 20 },
          { name: m.nav_case_converter, url: '/tools/case-converter', sort: 10 },
        ],
      },
      {
        name: m.footer_group_company,
        sort: 20,
        items: [
          { name: m.footer_about, url: '/about', sort: 70 },
          { name: m.footer_blog, url: '/blog', sort: 60 },
          { name: m.footer_pricing, url: '/pricing', sort: 50 },
          { name: m.footer_affiliate, url: '/affiliate', sort: 40 },
          { name: m.footer_data_methodology, url: '/data-methodology', sort: 30 },
          { name: m.footer_faq, url: '/faq', sort: 20 },
          { name: m.footer_contact, url: '/contact', sort: 10 },
        ],
      },
      {
        name: m.footer_group_legal,
        sort: 10,
        items: [
          { name: m.footer_privacy, url: '/policy/privacy', sort: 40, nofollow: true },
          { name: m.footer_refund, url: '/policy/refund', sort: 30, nofollow: true },
          { name: m.footer_terms, url: '/policy/terms', sort: 20, nofollow: true },
          { name: m.footer_affiliate_agreement, url: '/affiliate-agreement', sort: 10, nofollow: true },
        ],
      },
    ],
  },
  social: [
    { platform: 'facebook', url: 'https://www.facebook.com/shopsightapp' },
    { platform: 'instagram', url: 'https://www.instagram.com/shopsightapp' },
    { platform: 'tiktok', url: 'https://www.tiktok.com/@shopsightapp' },
    { platform: 'youtube', url: 'https://www.youtube.com/@shopsightapp' },
    { platform: 'x', url: 'https://x.com/shopsightapp' },
  ],
  qr_codes: [
    { active: true, name: m.footer_customer_service, url: '/qr/support.png' },
    { active: true, name: m.footer_seller_community, url: '/qr/community.png' },
  ],
  statement: m.footer_statement,
  company_description: m.footer_company_description,
} satisfies SiteFooterConfig
