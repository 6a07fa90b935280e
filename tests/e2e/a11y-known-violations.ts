// axe rules (WCAG 2.1 A/AA) that fail today, per page and width, found by tests/e2e/a11y.test.ts
// when the harness landed (issue 11). The component fixes come next: when a page passes a rule, the test
// fails until its entry here is removed, so this list only ever shrinks. Key: `<path> @<width>`, with
// {product} for the seeded product's id. Recorded 2026-11-24 (node counts in the comments).
export const KNOWN_VIOLATIONS: Readonly<Record<string, readonly string[]>> = {
  // color-contrast 20 nodes
  '/ @1280': ['color-contrast'],
  // color-contrast 18 nodes
  '/ @390': ['color-contrast'],
  // color-contrast 22 nodes
  '/pricing @1280': ['color-contrast'],
  // color-contrast 19, scrollable-region-focusable 1 nodes
  '/pricing @390': ['color-contrast', 'scrollable-region-focusable'],
  // color-contrast 21 nodes
  '/blog @1280': ['color-contrast'],
  // color-contrast 19 nodes
  '/blog @390': ['color-contrast'],
  // color-contrast 16 nodes
  '/blog/find-winning-products-with-surge-lists @1280': ['color-contrast'],
  // color-contrast 14 nodes
  '/blog/find-winning-products-with-surge-lists @390': ['color-contrast'],
  // color-contrast 24 nodes
  '/about @1280': ['color-contrast'],
  // color-contrast 22 nodes
  '/about @390': ['color-contrast'],
  // color-contrast 10 nodes
  '/policy/privacy @1280': ['color-contrast'],
  // color-contrast 8 nodes
  '/policy/privacy @390': ['color-contrast'],
  // color-contrast 5 nodes
  '/affiliate @1280': ['color-contrast'],
  // color-contrast 3 nodes
  '/affiliate @390': ['color-contrast'],
  // color-contrast 6 nodes
  '/temu-invitation @1280': ['color-contrast'],
  // color-contrast 4 nodes
  '/temu-invitation @390': ['color-contrast'],
  // color-contrast 13 nodes
  '/plugin/seller-assistant @1280': ['color-contrast'],
  // color-contrast 10 nodes
  '/plugin/seller-assistant @390': ['color-contrast'],
  // color-contrast 21 nodes
  '/product-database @1280': ['color-contrast'],
  // color-contrast 64 nodes
  '/product-database @390': ['color-contrast'],
  // color-contrast 6 nodes
  '/historical-rankings @1280': ['color-contrast'],
  // color-contrast 8 nodes
  '/historical-rankings @390': ['color-contrast'],
  // color-contrast 14 nodes
  '/historical-rankings-best @1280': ['color-contrast'],
  // color-contrast 22 nodes
  '/historical-rankings-best @390': ['color-contrast'],
  // color-contrast 7 nodes
  '/my-favorites @1280': ['color-contrast'],
  // color-contrast 5 nodes
  '/my-favorites @390': ['color-contrast'],
  // color-contrast 5 nodes
  '/user/login @1280': ['color-contrast'],
  // color-contrast 3 nodes
  '/user/login @390': ['color-contrast'],
  // color-contrast 5 nodes
  '/user/register @1280': ['color-contrast'],
  // color-contrast 3 nodes
  '/user/register @390': ['color-contrast'],
  // color-contrast 4 nodes
  '/product-detail/{product} @1280': ['color-contrast'],
  // color-contrast 2 nodes
  '/product-detail/{product} @390': ['color-contrast'],
  // color-contrast 20 nodes
  '/cn @1280': ['color-contrast'],
  // color-contrast 18 nodes
  '/cn @390': ['color-contrast'],
  // color-contrast 21 nodes
  '/cn/pricing @1280': ['color-contrast'],
  // color-contrast 18, scrollable-region-focusable 1 nodes
  '/cn/pricing @390': ['color-contrast', 'scrollable-region-focusable'],
  // color-contrast 21 nodes
  '/cn/blog @1280': ['color-contrast'],
  // color-contrast 19 nodes
  '/cn/blog @390': ['color-contrast'],
  // color-contrast 16 nodes
  '/cn/blog/find-winning-products-with-surge-lists @1280': ['color-contrast'],
  // color-contrast 14 nodes
  '/cn/blog/find-winning-products-with-surge-lists @390': ['color-contrast'],
  // color-contrast 24 nodes
  '/cn/about @1280': ['color-contrast'],
  // color-contrast 22 nodes
  '/cn/about @390': ['color-contrast'],
  // color-contrast 10 nodes
  '/cn/policy/privacy @1280': ['color-contrast'],
  // color-contrast 8 nodes
  '/cn/policy/privacy @390': ['color-contrast'],
  // color-contrast 5 nodes
  '/cn/affiliate @1280': ['color-contrast'],
  // color-contrast 3 nodes
  '/cn/affiliate @390': ['color-contrast'],
  // color-contrast 6 nodes
  '/cn/temu-invitation @1280': ['color-contrast'],
  // color-contrast 4 nodes
  '/cn/temu-invitation @390': ['color-contrast'],
  // color-contrast 12 nodes
  '/cn/plugin/seller-assistant @1280': ['color-contrast'],
  // color-contrast 7 nodes
  '/cn/plugin/seller-assistant @390': ['color-contrast'],
  // color-contrast 22 nodes
  '/cn/product-database @1280': ['color-contrast'],
  // color-contrast 64 nodes
  '/cn/product-database @390': ['color-contrast'],
  // color-contrast 6 nodes
  '/cn/historical-rankings @1280': ['color-contrast'],
  // color-contrast 8 nodes
  '/cn/historical-rankings @390': ['color-contrast'],
  // color-contrast 14 nodes
  '/cn/historical-rankings-best @1280': ['color-contrast'],
  // color-contrast 22 nodes
  '/cn/historical-rankings-best @390': ['color-contrast'],
  // color-contrast 4 nodes
  '/cn/my-favorites @1280': ['color-contrast'],
  // color-contrast 5 nodes
  '/cn/my-favorites @390': ['color-contrast'],
  // color-contrast 5 nodes
  '/cn/user/login @1280': ['color-contrast'],
  // color-contrast 3 nodes
  '/cn/user/login @390': ['color-contrast'],
  // color-contrast 5 nodes
  '/cn/user/register @1280': ['color-contrast'],
  // color-contrast 3 nodes
  '/cn/user/register @390': ['color-contrast'],
  // color-contrast 4 nodes
  '/cn/product-detail/{product} @1280': ['color-contrast'],
  // color-contrast 2 nodes
  '/cn/product-detail/{product} @390': ['color-contrast'],
  // Store pages (issue 12), recorded 2026-11-24: only color-contrast, from the shell and kit elements the
  // product pages list too (brand-500 buttons and pills, the header's 11 px labels, the cookie banner,
  // the chat widget, the refusal's prompt button); the store components add none of their own.
  '/mall-hot-sale @1280': ['color-contrast'],
  '/mall-hot-sale @390': ['color-contrast'],
  '/mall-new/new @1280': ['color-contrast'],
  '/mall-new/new @390': ['color-contrast'],
  '/mall-semi-hot-sale @1280': ['color-contrast'],
  '/mall-semi-hot-sale @390': ['color-contrast'],
  '/mall-detail?id=1 @1280': ['color-contrast'],
  '/mall-detail?id=1 @390': ['color-contrast'],
  '/cn/mall-hot-sale @1280': ['color-contrast'],
  '/cn/mall-hot-sale @390': ['color-contrast'],
  '/cn/mall-new/new @1280': ['color-contrast'],
  '/cn/mall-new/new @390': ['color-contrast'],
  '/cn/mall-semi-hot-sale @1280': ['color-contrast'],
  '/cn/mall-semi-hot-sale @390': ['color-contrast'],
  '/cn/mall-detail?id=1 @1280': ['color-contrast'],
  '/cn/mall-detail?id=1 @390': ['color-contrast'],
}
