// The schemas of the trademark calls that are not the search page's own: a mark's detail and the title
// check. Kept apart from trademarks.shared.ts, whose search schema rides with the app's entry (route
// search validation): these load with the pages and the server only.
import * as v from 'valibot'
import { IntParam } from '@/lib/params'

/** Longest listing title the check reads (Temu's own limit is lower). */
export const TITLE_MAX_LENGTH = 1000

export const TrademarkDetailQuerySchema = v.object({ id: IntParam(1, 2_147_483_647) })

/** Nice classes as a comma list ("9,25"), for the title check's product classes. */
const ClassListParam = v.pipe(
  v.union([v.string(), v.number()], 'must be Nice classes like 9,25'),
  v.transform(String),
  v.regex(/^\s*\d{1,2}(\s*,\s*\d{1,2})*\s*$/, 'must be Nice classes like 9,25'),
  v.transform((s) => s.split(',').map((n) => Number(n.trim()))),
  v.check((list) => list.every((n) => n >= 1 && n <= 45), 'must be Nice classes between 1 and 45'),
)

export const TitleCheckQuerySchema = v.object({
  title: v.pipe(
    v.string('must be text'),
    v.trim(),
    v.nonEmpty('must not be empty'),
    v.maxLength(TITLE_MAX_LENGTH, `must be at most ${TITLE_MAX_LENGTH} characters`),
  ),
  /** The product's category: its top-level category decides the relevant Nice classes. */
  category: v.optional(IntParam(1, 2_147_483_647)),
  /** Relevant Nice classes given directly (they replace the category's). */
  classes: v.optional(ClassListParam),
})
export type TitleCheckInput = v.InferInput<typeof TitleCheckQuerySchema>
export type TitleCheckQuery = v.InferOutput<typeof TitleCheckQuerySchema>
