// What each snapshot file holds (docs/ingest.md): its row schema, how a row maps to table columns, and
// the upsert that loads a batch. Rows reach the database as one JSON text parameter per batch (text, so
// no driver re-encodes it) and are unpacked there by json_to_recordset, the same on PGlite and
// PostgreSQL. json, not jsonb: jsonb parses the whole batch into binary form first, every number as a
// numeric, which json_to_recordset never needs. Products are the exception: their batches reach a stage
// through copyIn, COPY text on PGlite (product-stage.ts).
import * as v from 'valibot'
import { parseSoldCounter } from '@/features/catalog/estimates/sold-counter'
import { isRealDay } from '@/lib/days'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const Day = v.pipe(
  v.string(),
  v.regex(DAY, 'must be a date like 2026-11-21'),
  v.check(isRealDay, 'is not a real date'),
  // PostgreSQL has no year 0 (JavaScript's 0000 is 1 BC).
  v.check((day) => !day.startsWith('0000'), 'is not a real date'),
)
const Id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647))
const Count = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2_147_483_647))
// bigint columns; beyond 2^53 JSON numbers lose digits and print as 1e+21, which bigint refuses.
const BigCount = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER))
/**
 * Units sold by one product in one day. Bounded well below the int column so that week and month sums
 * (and their growth) always fit: 30 × 10,000,000 < 2^31.
 */
const DaySales = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000_000))
/**
 * A value stored in a real column, rounded to `decimals`: PostgreSQL refuses a real that underflows
 * (1e-50 is "out of range for type real"), and a rating or ratio needs no more precision.
 */
const rounded = (decimals: number) =>
  v.transform((x: number) => Math.round(x * 10 ** decimals) / 10 ** decimals)
const Money = v.pipe(v.number(), v.minValue(0), v.maxValue(10_000_000))
const Text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2000))
const Path = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(500),
  v.check((s) => s.startsWith('/') || s.startsWith('https://'), 'must be an app path or an https URL'),
)
const Rating = v.pipe(v.number(), v.minValue(0), v.maxValue(5), rounded(4))
const Country = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be an ISO country code like US'))
const Currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be an ISO currency code like USD'))
const SiteId = v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/, 'must be a site id like us'))
const Mode = v.picklist(['full', 'semi'])

export const cents = (money: number): number => Math.round(money * 100)

export type EntityName =
  | 'sites'
  | 'exchange_rates'
  | 'categories'
  | 'stores'
  | 'products'
  | 'keywords'
  | 'ads'
  | 'ad_country_daily'
  | 'suppliers'
  | 'trademarks'
  | 'patents'

/** The order in which a day's files load: references first. */
export const ENTITY_ORDER: readonly EntityName[] = [
  'sites',
  'exchange_rates',
  'categories',
  'stores',
  'products',
  'keywords',
  'ads',
  'ad_country_daily',
  'suppliers',
  'trademarks',
  'patents',
]

const ProductHistory = v.pipe(
  v.object({
    start_date: Day,
    price: v.array(v.nullable(Money)),
    /** Exact units sold each day, for an operator who has them (their own store, a partner feed). */
    sales: v.optional(v.array(v.nullable(DaySales))),
    /** The sold counter's displayed floor each day ("1.2K+ sold" → 1200): what a collector sees. */
    sold: v.optional(v.array(v.nullable(Count))),
    rank: v.array(v.nullable(Count)),
    reviews: v.array(v.nullable(Count)),
  }),
  v.check((h) => h.sales !== undefined || h.sold !== undefined, 'history needs sold or sales'),
  v.check(
    (h) =>
      h.price.length === h.rank.length &&
      h.rank.length === h.reviews.length &&
      (h.sales === undefined || h.sales.length === h.price.length) &&
      (h.sold === undefined || h.sold.length === h.price.length),
    'history arrays must have equal lengths',
  ),
  v.check((h) => h.price.length <= 400, 'history covers at most 400 days'),
)

/** The sold counter as the product page shows it ("1.2K+ sold", "541 sold", "10万+"). */
const SoldText = v.pipe(
  v.string(),
  v.maxLength(40),
  v.check((text) => parseSoldCounter(text) !== null, 'is not a sold counter like "1.2K+ sold"'),
)

export const Schemas = {
  sites: v.object({ id: SiteId, name_en: Text, name_cn: Text, currency: Currency, sort: Count }),
  exchange_rates: v.object({
    currency: Currency,
    // Six significant digits, within what a real stores without overflow or underflow.
    per_usd: v.pipe(
      v.number(),
      v.minValue(0.000001),
      v.maxValue(1_000_000_000),
      v.transform((x) => Number(x.toPrecision(6))),
    ),
  }),
  categories: v.object({
    id: Id,
    parent_id: v.nullable(Id),
    level: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
    name_en: Text,
    name_cn: Text,
  }),
  stores: v.object({
    id: Id,
    site_id: SiteId,
    name: Text,
    logo: v.nullable(Path),
    country: Country,
    rating: v.nullable(Rating),
    followers: Count,
    product_count: Count,
    managed_mode: Mode,
    first_seen: Day,
  }),
  products: v.object({
    id: Id,
    site_id: SiteId,
    store_id: Id,
    category_id: Id,
    title_en: Text,
    title_cn: Text,
    image: Path,
    images: v.pipe(v.array(Path), v.maxLength(20)),
    price: Money,
    original_price: Money,
    currency: Currency,
    /** The sold counter's floor (exact when it is not a multiple of the counter's bucket: docs/ingest.md). */
    total_sold: Count,
    sold_text: v.optional(SoldText),
    /** Exact units sold today: only an operator who observed them sends it (docs/estimates.md). */
    day_sales: v.optional(DaySales),
    rating: v.nullable(Rating),
    reviews: Count,
    listed_at: Day,
    status: v.picklist(['on_sale', 'sold_out']),
    managed_mode: Mode,
    tags: v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.maxLength(20)),
    same_item_count: Count,
    rank: v.optional(v.nullable(Id)),
    history: v.optional(ProductHistory),
  }),
  keywords: v.object({
    id: Id,
    site_id: SiteId,
    text_en: Text,
    text_cn: Text,
    search_volume: Count,
    volume_history: v.pipe(v.array(Count), v.maxLength(24)),
    /** Daily searches of the last 90 days, oldest first (optional: older files have none). */
    daily_volume: v.optional(v.pipe(v.array(Count), v.maxLength(90)), []),
    avg_price: Money,
    growth: v.pipe(v.number(), v.minValue(-1), v.maxValue(1000), rounded(4)),
    competition: v.pipe(v.number(), v.minValue(0), v.maxValue(1), rounded(4)),
    products: v.pipe(v.array(v.object({ product_id: Id, position: Id })), v.maxLength(100)),
  }),
  ads: v.pipe(
    v.object({
      id: Id,
      platform: v.picklist(['facebook', 'instagram', 'tiktok', 'youtube', 'google', 'pinterest']),
      /** Optional for older snapshots, which are read as image ads. */
      format: v.optional(v.picklist(['image', 'video', 'carousel'])),
      countries: v.pipe(v.array(Country), v.minLength(1)),
      creative: Path,
      copy: v.pipe(v.string(), v.maxLength(5000)),
      first_seen: Day,
      last_seen: Day,
      impressions: BigCount,
      product_id: v.optional(v.nullable(Id)),
      store_id: v.optional(v.nullable(Id)),
    }),
    v.check((a) => a.last_seen >= a.first_seen, 'last_seen must not be before first_seen'),
  ),
  ad_country_daily: v.object({ country: Country, date: Day, ad_count: Count }),
  suppliers: v.pipe(
    v.object({
      id: Id,
      source: v.picklist(['alibaba', '1688', 'yiwugou', 'amazon']),
      title: Text,
      price_min: Money,
      price_max: Money,
      currency: Currency,
      min_order: v.pipe(Count, v.minValue(1)),
      location: Text,
      image: Path,
      /** The offer's own page on its source; snapshots written before it have none. */
      offer_url: v.optional(
        v.pipe(v.string(), v.maxLength(500), v.regex(/^https:\/\//, 'must be an https URL')),
      ),
      phash: v.pipe(v.string(), v.regex(/^[0-9a-f]{16}$/i, 'must be 16 hexadecimal digits')),
      color: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))), v.length(3)),
      shape: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255))), v.length(16)),
      // The 32×32 RGB detail grid, base64 (3,072 bytes); snapshots written before it have none.
      detail: v.optional(
        v.pipe(v.string(), v.regex(/^[A-Za-z0-9+/]{4096}$/, 'must be 3,072 bytes in base64')),
      ),
      // The product framed on itself, 32×32 RGB + mask, base64 (4,096 bytes); older snapshots have none.
      object: v.optional(
        v.pipe(
          v.string(),
          v.regex(/^[A-Za-z0-9+/]{5460}[A-Za-z0-9+/]{2}==$/, 'must be 4,096 bytes in base64'),
        ),
      ),
      category_id: v.nullable(Id),
    }),
    v.check((s) => s.price_min <= s.price_max, 'price_min must not exceed price_max'),
  ),
  trademarks: v.object({
    id: Id,
    mark: Text,
    owner: Text,
    classes: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(45))),
    status: v.picklist(['registered', 'pending', 'abandoned', 'expired']),
    filed_on: Day,
    registered_on: v.nullable(Day),
    jurisdiction: v.pipe(v.string(), v.minLength(2), v.maxLength(8)),
    well_known: v.boolean(),
    /** The register's registration number, when the snapshot has one. */
    registration_number: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(20)))),
  }),
  patents: v.object({
    id: Id,
    number: Text,
    title: Text,
    abstract: v.pipe(v.string(), v.maxLength(10_000)),
    assignee: Text,
    filed_on: Day,
    granted_on: v.nullable(Day),
    classes: v.array(v.pipe(v.string(), v.maxLength(40))),
  }),
} satisfies Record<EntityName, v.GenericSchema>

export type EntityRow<E extends EntityName> = v.InferOutput<(typeof Schemas)[E]>

/**
 * How a batch of one entity is written: the staging record columns (name and SQL type, as unpacked by
 * json_to_recordset), the target table and key, and the expressions that compute each column.
 */
export type UpsertSpec = {
  table: string
  key: readonly string[]
  /** Staging columns: [name, SQL type]. */
  staging: ReadonlyArray<readonly [string, string]>
  /** Target column → SQL expression over the staging alias `x` (defaults to x.<column>). */
  columns: ReadonlyArray<readonly [string, string?]>
  /** Columns written but left out of the "unchanged" comparison. */
  volatile?: readonly string[]
  /** Column → SQL for its new value when the row already exists (default: the incoming value). */
  onUpdate?: Readonly<Record<string, string>>
  /** Extra FROM clause joined to the staging rows. */
  join?: string
  /** A condition an existing row must meet to be updated at all. */
  guard?: string
}

const plain = (...names: string[]) => names.map((n) => [n] as const)

const PRODUCT_STAGING: ReadonlyArray<readonly [string, string]> = [
  ['id', 'int'],
  ['site_id', 'text'],
  ['store_id', 'int'],
  ['category_id', 'int'],
  ['title_en', 'text'],
  ['title_cn', 'text'],
  ['image', 'text'],
  ['images', 'jsonb'],
  ['price_cents', 'int'],
  ['original_price_cents', 'int'],
  ['currency', 'text'],
  ['total_sold', 'int'],
  ['rating', 'real'],
  ['reviews', 'int'],
  ['listed_at', 'date'],
  ['status', 'text'],
  ['managed_mode', 'text'],
  ['tags', 'text[]'],
  ['same_item_count', 'int'],
  ['snapshot_date', 'date'],
]

/** A product's sales figures, computed at ingest (records.ts SalesFigures; docs/estimates.md). */
const SALES_FIGURES: ReadonlyArray<readonly [string, string]> = [
  ['day_sales', 'int'],
  ['week_sales', 'int'],
  ['month_sales', 'int'],
  ['week_growth', 'real'],
  ['month_growth', 'real'],
  ['sales_basis', 'text'],
  ['day_sales_low', 'int'],
  ['day_sales_high', 'int'],
  ['week_sales_low', 'int'],
  ['week_sales_high', 'int'],
  ['month_sales_low', 'int'],
  ['month_sales_high', 'int'],
]

const PRODUCT_COLUMNS: ReadonlyArray<readonly [string, string?]> = [
  ...PRODUCT_STAGING.map(([name]) => [name] as const),
  ['top_category_id', 'coalesce(c.path[1], x.category_id)'],
  ['updated_at', 'now()'],
]

export const UPSERTS: Record<Exclude<EntityName, 'products'> | 'products' | 'products_backfill', UpsertSpec> =
  {
    sites: {
      table: 'sites',
      key: ['id'],
      staging: [
        ['id', 'text'],
        ['name_en', 'text'],
        ['name_cn', 'text'],
        ['currency', 'text'],
        ['sort', 'int'],
      ],
      columns: plain('id', 'name_en', 'name_cn', 'currency', 'sort'),
    },
    exchange_rates: {
      table: 'exchange_rates',
      key: ['currency'],
      staging: [
        ['currency', 'text'],
        ['per_usd', 'real'],
        ['date', 'date'],
      ],
      columns: plain('currency', 'per_usd', 'date'),
    },
    categories: {
      table: 'categories',
      key: ['id'],
      staging: [
        ['id', 'int'],
        ['parent_id', 'int'],
        ['level', 'smallint'],
        ['name_en', 'text'],
        ['name_cn', 'text'],
      ],
      columns: plain('id', 'parent_id', 'level', 'name_en', 'name_cn'),
    },
    stores: {
      table: 'stores',
      key: ['id'],
      staging: [
        ['id', 'int'],
        ['site_id', 'text'],
        ['name', 'text'],
        ['logo', 'text'],
        ['country', 'text'],
        ['rating', 'real'],
        ['followers', 'int'],
        ['product_count', 'int'],
        ['managed_mode', 'text'],
        ['first_seen', 'date'],
      ],
      columns: [
        ...plain(
          'id',
          'site_id',
          'name',
          'logo',
          'country',
          'rating',
          'followers',
          'product_count',
          'managed_mode',
          'first_seen',
        ),
        ['updated_at', 'now()'],
      ],
      volatile: ['updated_at'],
    },
    products: {
      table: 'products',
      key: ['id'],
      // A day's row arrives with its sales figures already computed from the series (ingest.ts).
      staging: [...PRODUCT_STAGING, ...SALES_FIGURES],
      columns: [
        ...PRODUCT_COLUMNS,
        ...plain(...SALES_FIGURES.map(([name]) => name)),
        ['month_revenue_cents', 'x.price_cents::bigint * x.month_sales'],
        ['previous_price_cents', 'NULL::int'],
        ['price_changed_on', 'NULL::date'],
        ['sold_out_on', "CASE WHEN x.status = 'sold_out' THEN x.snapshot_date END"],
      ],
      volatile: ['updated_at', 'previous_price_cents', 'price_changed_on', 'sold_out_on'],
      // A day's row moves the price-change and sell-out markers forward; the same day again changes nothing.
      onUpdate: {
        previous_price_cents:
          'CASE WHEN products.price_cents <> excluded.price_cents THEN products.price_cents ELSE products.previous_price_cents END',
        price_changed_on:
          'CASE WHEN products.price_cents <> excluded.price_cents THEN excluded.snapshot_date ELSE products.price_changed_on END',
        sold_out_on:
          "CASE WHEN excluded.status = 'sold_out' THEN coalesce(CASE WHEN products.status = 'sold_out' THEN products.sold_out_on END, excluded.snapshot_date) END",
      },
      join: 'LEFT JOIN categories c ON c.id = x.category_id',
      // An older day's file (ingested again, or late) never rolls a product back.
      guard: 'excluded.snapshot_date >= products.snapshot_date',
    },
    products_backfill: {
      table: 'products',
      key: ['id'],
      staging: [
        ...PRODUCT_STAGING,
        ...SALES_FIGURES,
        ['month_revenue_cents', 'bigint'],
        ['previous_price_cents', 'int'],
        ['price_changed_on', 'date'],
        ['sold_out_on', 'date'],
      ],
      columns: [
        ...PRODUCT_COLUMNS,
        ...plain(
          ...SALES_FIGURES.map(([name]) => name),
          'month_revenue_cents',
          'previous_price_cents',
          'price_changed_on',
          'sold_out_on',
        ),
      ],
      volatile: ['updated_at'],
      join: 'LEFT JOIN categories c ON c.id = x.category_id',
      guard: 'excluded.snapshot_date >= products.snapshot_date',
    },
    keywords: {
      table: 'keywords',
      key: ['id'],
      staging: [
        ['id', 'int'],
        ['site_id', 'text'],
        ['text_en', 'text'],
        ['text_cn', 'text'],
        ['search_volume', 'int'],
        ['volume_history', 'int[]'],
        ['daily_volume', 'int[]'],
        ['avg_price_cents', 'int'],
        ['growth', 'real'],
        ['competition', 'real'],
      ],
      columns: [
        ...plain(
          'id',
          'site_id',
          'text_en',
          'text_cn',
          'search_volume',
          'volume_history',
          'daily_volume',
          'avg_price_cents',
          'growth',
          'competition',
        ),
        ['updated_at', 'now()'],
      ],
      volatile: ['updated_at'],
    },
    ads: {
      table: 'ads',
      key: ['id'],
      staging: [
        ['id', 'int'],
        ['platform', 'text'],
        ['countries', 'text[]'],
        ['creative', 'text'],
        ['copy', 'text'],
        ['first_seen', 'date'],
        ['last_seen', 'date'],
        ['impressions', 'bigint'],
        ['product_id', 'int'],
        ['store_id', 'int'],
        ['format', 'text'],
      ],
      columns: [
        ...plain(
          'id',
          'platform',
          'countries',
          'creative',
          'copy',
          'first_seen',
          'last_seen',
          'impressions',
          'product_id',
          'store_id',
        ),
        ['days_running', '(x.last_seen - x.first_seen) + 1'],
        ['format', "coalesce(x.format, 'image')"],
      ],
    },
    ad_country_daily: {
      table: 'ad_country_daily',
      key: ['country', 'date'],
      staging: [
        ['country', 'text'],
        ['date', 'date'],
        ['ad_count', 'int'],
      ],
      columns: plain('country', 'date', 'ad_count'),
    },
    suppliers: {
      table: 'suppliers',
      key: ['id'],
      staging: [
        ['id', 'int'],
        ['source', 'text'],
        ['title', 'text'],
        ['price_min_cents', 'int'],
        ['price_max_cents', 'int'],
        ['currency', 'text'],
        ['min_order', 'int'],
        ['location', 'text'],
        ['image', 'text'],
        ['offer_url', 'text'],
        ['phash', 'text'],
        ['color_r', 'smallint'],
        ['color_g', 'smallint'],
        ['color_b', 'smallint'],
        ['shape', 'smallint[]'],
        ['detail', 'text'],
        ['object', 'text'],
        ['category_id', 'int'],
      ],
      columns: [
        ...plain(
          'id',
          'source',
          'title',
          'price_min_cents',
          'price_max_cents',
          'currency',
          'min_order',
          'location',
          'image',
          'offer_url',
          'color_r',
          'color_g',
          'color_b',
          'shape',
          'category_id',
        ),
        // The 16 hex digits as a signed 64-bit integer, so bit_count(a # b) gives the Hamming distance.
        ['phash', "('x' || x.phash)::bit(64)::bigint"],
        ['detail', "decode(x.detail, 'base64')"],
        ['object', "decode(x.object, 'base64')"],
      ],
    },
    trademarks: {
      table: 'trademarks',
      key: ['id'],
      staging: [
        ['id', 'int'],
        ['mark', 'text'],
        ['owner', 'text'],
        ['classes', 'int[]'],
        ['status', 'text'],
        ['filed_on', 'date'],
        ['registered_on', 'date'],
        ['jurisdiction', 'text'],
        ['well_known', 'boolean'],
        ['registration_number', 'text'],
      ],
      columns: plain(
        'id',
        'mark',
        'owner',
        'classes',
        'status',
        'filed_on',
        'registered_on',
        'jurisdiction',
        'well_known',
        'registration_number',
      ),
    },
    patents: {
      table: 'patents',
      key: ['id'],
      staging: [
        ['id', 'int'],
        ['number', 'text'],
        ['title', 'text'],
        ['abstract', 'text'],
        ['assignee', 'text'],
        ['filed_on', 'date'],
        ['granted_on', 'date'],
        ['classes', 'text[]'],
      ],
      columns: plain('id', 'number', 'title', 'abstract', 'assignee', 'filed_on', 'granted_on', 'classes'),
    },
  }

/** Builds the batch upsert: returns one row { upserted } counting inserted or changed rows. */
/** The pieces of a spec's upsert that the product stage (product-stage.ts) builds on as well. */
export function upsertParts(spec: UpsertSpec) {
  const staging = spec.staging.map(([name, type]) => `${name} ${type}`).join(', ')
  const targets = spec.columns.map(([name]) => name)
  const exprs = spec.columns.map(([name, expr]) => expr ?? `x.${name}`)
  const volatile = new Set(spec.volatile ?? [])
  const keys = new Set(spec.key)
  const updatable = targets.filter((c) => !keys.has(c))
  const compared = updatable.filter((c) => !volatile.has(c))
  /** When an existing row is written at all: the guard, and a compared column that differs. */
  const conditions = [
    ...(spec.guard ? [spec.guard] : []),
    ...(compared.length
      ? [
          `(${compared.map((c) => `${spec.table}.${c}`).join(', ')}) IS DISTINCT FROM (${compared.map((c) => `excluded.${c}`).join(', ')})`,
        ]
      : []),
  ]
  return { staging, targets, exprs, updatable, conditions }
}

export function upsertSql(spec: UpsertSpec): string {
  const { staging, targets, exprs, updatable, conditions } = upsertParts(spec)
  const set = updatable.map((c) => `${c} = ${spec.onUpdate?.[c] ?? `excluded.${c}`}`).join(', ')
  const changed = conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''
  return `WITH up AS (
  INSERT INTO ${spec.table} (${targets.join(', ')})
  SELECT ${exprs.join(', ')} FROM json_to_recordset($1::text::json) AS x(${staging}) ${spec.join ?? ''}
  ON CONFLICT (${spec.key.join(', ')}) DO UPDATE SET ${set} ${changed}
  RETURNING 1
) SELECT count(*)::int AS upserted FROM up`
}
