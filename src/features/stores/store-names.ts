// Titles and descriptions of the store lists, in the page language (menu, tabs, page heads).
import type { HeadText } from '@/i18n/seo'
import { m } from '@/paraglide/messages'
import type { StoreListType } from './stores.shared'

export const STORE_LIST_TITLES: Record<StoreListType, () => string> = {
  'hot-sale': m.store_title_hot_sale,
  new: m.store_title_new,
  'semi-hot-sale': m.store_title_semi_hot_sale,
}

export const STORE_LIST_DESCRIPTIONS: Record<StoreListType, () => string> = {
  'hot-sale': m.store_desc_hot_sale,
  new: m.store_desc_new,
  'semi-hot-sale': m.store_desc_semi_hot_sale,
}

/** The store detail's head: the store's name first when it is known. */
export function storeDetailHead(name: string | null): HeadText {
  return {
    title: `${name ? `${name} | ` : ''}${m.store_detail_title()} | Shopsight`,
    description: m.store_detail_description(),
  }
}
