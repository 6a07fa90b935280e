import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { detailRoute } from '@/components/data-page/detail-route'
import { TREND_RANGES } from '@/features/catalog/products.shared'
import { ProductDetailPage } from '@/features/products/components/product-detail-page'
import { getLocale } from '@/i18n/locale'
import { IntParam } from '@/lib/params'

const ProductId = IntParam(1, 2_147_483_647)

export const Route = createFileRoute('/product-detail/$productId')({
  params: {
    parse: ({ productId }) => {
      // Digits only: "12abc" or "1e3" is not a product id.
      const parsed = /^\d{1,10}$/.test(productId) ? v.safeParse(ProductId, productId) : null
      if (!parsed?.success) throw notFound()
      return { productId: parsed.output }
    },
    stringify: ({ productId }) => ({ productId: String(productId) }),
  },
  validateSearch: (search: Record<string, unknown>): { range?: 7 | 90 } => {
    const range = TREND_RANGES.find((r) => r !== 30 && String(r) === String(search.range))
    return range === 7 || range === 90 ? { range } : {}
  },
  ...detailRoute({
    id: ({ params }: { params: { productId: number } }) => params.productId,
    // Loaded with the route's data, not with every page: keeps server-function code out of the shell.
    query: async (id) => (await import('@/features/catalog/products.queries')).productDetailQueryOptions(id),
    name: (reply) => (reply.data ? (getLocale() === 'cn' ? reply.data.titleCn : reply.data.titleEn) : null),
    head: async (title) => {
      const generic = (await import('@/i18n/page-heads')).PAGE_HEADS.productDetail()
      return title ? { ...generic, title: `${title} | Shopsight` } : generic
    },
  }),
  component: function ProductDetail() {
    const { productId } = Route.useParams()
    const { range } = Route.useSearch()
    return <ProductDetailPage id={productId} range={range ?? 30} />
  },
})
