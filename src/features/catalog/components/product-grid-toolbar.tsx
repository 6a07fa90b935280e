// What a product grid shows above its rows wherever products are listed (the product database, a
// store's products): the day the figures are as of, and the export of the list as on screen.
import { DataAsOf } from '@/components/data-page/data-as-of'
import { ExportButton } from '@/components/data-page/export-button'
import type { ProductListQueryInput } from '../products.shared'

export function ProductGridToolbar({
  asOf,
  params,
  total,
}: {
  asOf: string | null | undefined
  params: ProductListQueryInput
  total: number
}) {
  return (
    <>
      <DataAsOf date={asOf} />
      <ExportButton endpoint="/api/v2/products/export" params={params} total={total} />
    </>
  )
}
