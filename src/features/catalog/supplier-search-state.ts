// The supplier image search keeps the last valid image URL and price info for the visitor's session,
// so moving between its source tabs keeps the query; any other page clears them (spec §2).
import { removeStorage, writeStorage } from '@/lib/storage'

export const SUPPLIER_IMAGE_URL_KEY = 'shopsight.supplier-search.image-url'
export const SUPPLIER_PRICE_INFO_KEY = 'shopsight.supplier-search.price-info'

export function isSupplierSearchPath(routePath: string): boolean {
  return routePath === '/search-supplier' || routePath.startsWith('/search-supplier-')
}

export function clearSupplierSearchState(): void {
  removeStorage(SUPPLIER_IMAGE_URL_KEY, 'session')
  writeStorage(SUPPLIER_PRICE_INFO_KEY, '{}', 'session')
}
