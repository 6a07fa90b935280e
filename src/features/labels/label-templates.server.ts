// Saved label templates (drizzle/0009_label_templates.sql). Bodies are checked again when read: a
// template saved by an older version with a field or size that no longer exists drops out of the list
// rather than break the form.
import * as v from 'valibot'
import type { labelTemplates } from '@/features/labels/labels.schema'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'
import {
  MAX_SAVED_TEMPLATES,
  type SavedTemplate,
  SavedTemplateBodySchema,
  type SaveTemplateInput,
} from './label-request.shared'
import { isLabelPlatform, type LabelPlatform } from './labels.shared'

type Row = Pick<typeof labelTemplates.$inferSelect, 'id' | 'name' | 'platform' | 'body' | 'updatedAt'>

function toTemplate(row: Row): SavedTemplate | null {
  const body = v.safeParse(SavedTemplateBodySchema, row.body)
  if (!body.success || !isLabelPlatform(row.platform)) return null
  return {
    id: row.id,
    name: row.name,
    platform: row.platform,
    body: body.output,
    updated_at: new Date(row.updatedAt).toISOString(),
  }
}

const COLUMNS = 'id, name, platform, body, updated_at AS "updatedAt"'

export async function listTemplates(
  db: Queryable,
  userId: string,
  platform: LabelPlatform,
): Promise<SavedTemplate[]> {
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM label_templates WHERE user_id = $1 AND platform = $2
     ORDER BY updated_at DESC, id DESC LIMIT $3`,
    [userId, platform, MAX_SAVED_TEMPLATES],
  )
  return rows.map(toTemplate).filter((t): t is SavedTemplate => t !== null)
}

/**
 * Saves under the name (replacing a template of that name); null when the account already keeps
 * MAX_SAVED_TEMPLATES others.
 */
export async function saveTemplate(
  db: Queryable,
  userId: string,
  input: SaveTemplateInput,
): Promise<SavedTemplate | null> {
  const rows = await db.query<Row>(
    `INSERT INTO label_templates (user_id, name, platform, body)
     -- The body goes as text: typed jsonb, postgres.js would encode the JSON string a second time.
     SELECT $1, $2, $3, $4::text::jsonb
     WHERE EXISTS (SELECT 1 FROM label_templates WHERE user_id = $1 AND name = $2)
        OR (SELECT count(*) FROM label_templates WHERE user_id = $1) < $5
     ON CONFLICT (user_id, name) DO UPDATE
       SET platform = excluded.platform, body = excluded.body, updated_at = now()
     RETURNING ${COLUMNS}`,
    [userId, input.name, input.platform, JSON.stringify(input.body), MAX_SAVED_TEMPLATES],
  )
  const row = rows[0]
  return row ? toTemplate(row) : null
}

/** Deletes one of the user's templates; false when the user has none with that id. */
export async function deleteTemplate(db: Queryable, userId: string, id: number): Promise<boolean> {
  const rows = await db.query<Pick<SqlRow<typeof labelTemplates>, 'id'>>(
    'DELETE FROM label_templates WHERE user_id = $1 AND id = $2 RETURNING id',
    [userId, id],
  )
  return rows.length > 0
}
