// The category tree for pickers: every node with its parent, both names and the sites with figures for
// it (category_stats), small enough to send whole.

import type { categories } from '@/features/catalog/catalog.schema'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import type { CategoryNode } from './products.shared'

export async function categoryTree(db: Queryable): Promise<CategoryNode[]> {
  const rows = await db.query<
    Pick<SqlRow<typeof categories>, 'id' | 'parent_id' | 'level' | 'name_en' | 'name_cn'> & {
      sites: string[]
    }
  >(
    `SELECT c.id, c.parent_id, c.level, c.name_en, c.name_cn,
            ARRAY(SELECT cs.site_id FROM category_stats cs WHERE cs.category_id = c.id ORDER BY cs.site_id) AS sites
       FROM categories c ORDER BY c.level, c.name_en, c.id`,
  )
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    level: r.level,
    nameEn: r.name_en,
    nameCn: r.name_cn,
    sites: r.sites,
  }))
}
