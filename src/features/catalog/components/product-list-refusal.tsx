// The product list's refusal (a quota, a plan or a bad filter answered instead of rows): the product
// database and a store's product tab both list products through the product-database counter, so they
// refuse in the same words and offer the same way back to the first page.
import { Refusal } from '@/components/data-page/refusal'
import { messageForCode } from '@/i18n/code-messages'
import { m } from '@/paraglide/messages'

export function ProductListRefusal({
  code,
  page,
  onFirstPage,
}: {
  code: number
  page: number
  onFirstPage: () => void
}) {
  return (
    <Refusal
      feature="product-database"
      code={code}
      message={m.products_error({ message: messageForCode(code) })}
      page={page}
      onBack={page > 1 ? onFirstPage : undefined}
      backLabel={m.products_first_page()}
    />
  )
}
