// The category tree for pickers: every node with its parent and both names, small enough to send whole.
import type { Queryable } from '@/server/db/client'
import type { CategoryNode } from './products.shared'

export async function categoryTree(db: Queryable): Promise<CategoryNode[]> {
  const rows = await db.query<{
    id: number
    parent_id: number | null
    level: number
    name_en: string
    name_cn: string
  }>('SELECT id, parent_id, level, name_en, name_cn FROM categories ORDER BY level, name_en, id')
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    level: r.level,
    nameEn: r.name_en,
    nameCn: r.name_cn,
  }))
}
