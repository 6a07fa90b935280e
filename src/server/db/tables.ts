// Every drizzle schema module, as one record: what drizzle-kit reads (drizzle.config.ts names the same
// files) and what the schema test compares with the database the migrations build.

import * as marketplace from './schema'
import * as accounts from './schema-accounts'
import * as ads from './schema-ads'
import * as growth from './schema-growth'
import * as labels from './schema-labels'
import * as limits from './schema-limits'
import * as payments from './schema-payments'
import * as stores from './schema-stores'

export const SCHEMA_MODULES: Record<string, unknown> = {
  ...accounts,
  ...ads,
  ...growth,
  ...labels,
  ...limits,
  ...payments,
  ...stores,
  ...marketplace,
}
