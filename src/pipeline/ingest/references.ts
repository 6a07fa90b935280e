// What a snapshot line may refer to, and the checks that keep the stored data joinable: a product whose
// store or category is unknown was counted as loaded yet never shown (reads join with inner joins), and a
// category that was its own parent broke the tree walk. References resolve against the database and the
// lines this run accepted before (earlier files of the day, earlier days: in a dry run, nothing of them
// reached the database). Nothing is ever deleted by the ingest, so an id, once stored, stays resolvable.

import type { categories } from '@/features/catalog/catalog.schema'
import type { SqlRow } from '@/server/db/rows'
import type { Queryable } from '../../server/db/client'
import type { EntityName, EntityRow } from './entities'
import type { StagingRecord } from './records'

/** The entities other lines refer to, and how their ids are typed in SQL. */
export type RefTarget = 'sites' | 'stores' | 'categories' | 'products'
const ID_TYPE: Record<RefTarget, 'text' | 'int'> = {
  sites: 'text',
  stores: 'int',
  categories: 'int',
  products: 'int',
}
/** The singular used in reasons: "store_id: no store 999999999". */
const NOUN: Record<RefTarget, string> = {
  sites: 'site',
  stores: 'store',
  categories: 'category',
  products: 'product',
}

export type Ref = { path: string; target: RefTarget; id: string | number }

type RefFinders = { [E in EntityName]?: (row: EntityRow<E>) => Ref[] }

/**
 * The references of each entity's row. Categories' parents are checked by CategoryTree (a parent may be
 * an earlier line of the same file); a supplier's category is optional and checked when given.
 */
export const REFERENCES: RefFinders = {
  stores: (s) => [{ path: 'site_id', target: 'sites', id: s.site_id }],
  products: (p) => [
    { path: 'site_id', target: 'sites', id: p.site_id },
    { path: 'store_id', target: 'stores', id: p.store_id },
    { path: 'category_id', target: 'categories', id: p.category_id },
  ],
  keywords: (k) => [
    { path: 'site_id', target: 'sites', id: k.site_id },
    ...k.products.map(
      (p, i): Ref => ({ path: `products.${i}.product_id`, target: 'products', id: p.product_id }),
    ),
  ],
  ads: (a) => [
    ...(a.product_id != null ? [{ path: 'product_id', target: 'products' as const, id: a.product_id }] : []),
    ...(a.store_id != null ? [{ path: 'store_id', target: 'stores' as const, id: a.store_id }] : []),
  ],
  suppliers: (s) =>
    s.category_id != null ? [{ path: 'category_id', target: 'categories', id: s.category_id }] : [],
}

const isTarget = (entity: EntityName): entity is RefTarget =>
  entity === 'sites' || entity === 'stores' || entity === 'categories' || entity === 'products'

/** Ids known to exist, from the database (looked up once) and from the lines this run accepted. */
export class References {
  private readonly known = new Map<RefTarget, Set<string>>()

  private set(target: RefTarget): Set<string> {
    let ids = this.known.get(target)
    if (!ids) {
      ids = new Set()
      this.known.set(target, ids)
    }
    return ids
  }

  /** Records an accepted line of `entity`, so later lines may refer to it. */
  accept(entity: EntityName, record: StagingRecord): void {
    if (isTarget(entity)) this.set(entity).add(String(record.id))
  }

  /** The reason the first unresolved reference of each list fails, by list index (absent: all resolve). */
  async check(q: Queryable, lists: readonly Ref[][]): Promise<Map<number, string>> {
    const unknown = new Map<RefTarget, Set<string>>()
    for (const refs of lists) {
      for (const ref of refs) {
        const id = String(ref.id)
        if (this.set(ref.target).has(id)) continue
        let ids = unknown.get(ref.target)
        if (!ids) {
          ids = new Set()
          unknown.set(ref.target, ids)
        }
        ids.add(id)
      }
    }
    for (const [target, ids] of unknown) {
      const type = ID_TYPE[target]
      const values = type === 'int' ? [...ids].map(Number) : [...ids]
      const found = await q.query<{ id: string }>(
        `SELECT id::text AS id FROM ${target} WHERE id = ANY($1::${type}[])`,
        [values],
      )
      for (const row of found) this.set(target).add(row.id)
    }
    const failures = new Map<number, string>()
    lists.forEach((refs, index) => {
      const missing = refs.find((ref) => !this.set(ref.target).has(String(ref.id)))
      if (missing) failures.set(index, `${missing.path}: no ${NOUN[missing.target]} ${missing.id}`)
    })
    return failures
  }
}

type Node = { parent: number | null; level: number }

/**
 * The category tree as stored plus the lines accepted so far, checked one line at a time: a parent must
 * exist (stored, or an earlier line), a category is never its own ancestor, its level is its parent's
 * plus one (1 at the top), and a category with child categories keeps its level (else they would sit
 * at the wrong depth, and the products filed under them with it).
 */
export class CategoryTree {
  private readonly nodes = new Map<number, Node>()
  /** Whether an accepted line moved a stored category to another parent. */
  moved = false

  /** Loads the stored tree; `accepted` are categories this run accepted that the database may not hold. */
  async load(q: Queryable, accepted: ReadonlyMap<number, Node>): Promise<void> {
    const rows = await q.query<Pick<SqlRow<typeof categories>, 'id' | 'parent_id' | 'level'>>(
      'SELECT id, parent_id, level FROM categories',
    )
    for (const row of rows) this.nodes.set(row.id, { parent: row.parent_id, level: row.level })
    for (const [id, node] of accepted) this.nodes.set(id, node)
  }

  /** Why this line cannot be stored, or null. */
  check(id: number, parent: number | null, level: number): string | null {
    if (parent === id) return `parent_id: category ${id} cannot be its own parent`
    if (parent === null) {
      if (level !== 1) return `level: a top-level category (no parent) has level 1, not ${level}`
    } else {
      const up = this.nodes.get(parent)
      if (!up) return `parent_id: no category ${parent}`
      if (level !== up.level + 1)
        return `level: must be ${up.level + 1}, one below its parent ${parent} (level ${up.level})`
      // Walk up from the parent: meeting this category again means the line would close a cycle.
      const chain = [parent]
      for (let at = up.parent; at !== null; ) {
        if (at === id) return `parent_id: ${parent} would make a cycle (${[id, ...chain, id].join(' → ')})`
        chain.push(at)
        if (chain.length > 16) break
        at = this.nodes.get(at)?.parent ?? null
      }
    }
    const stored = this.nodes.get(id)
    if (stored && stored.level !== level) {
      const children = [...this.nodes].filter(([, n]) => n.parent === id).map(([childId]) => childId)
      if (children.length > 0)
        return `level: changing category ${id} from level ${stored.level} to ${level} would leave its child categories (${children.slice(0, 5).join(', ')}${children.length > 5 ? ', …' : ''}) and their products at the wrong depth`
    }
    return null
  }

  accept(id: number, parent: number | null, level: number): void {
    const stored = this.nodes.get(id)
    if (stored && stored.parent !== parent) this.moved = true
    this.nodes.set(id, { parent, level })
  }

  entries(): IterableIterator<[number, Node]> {
    return this.nodes.entries()
  }
}
