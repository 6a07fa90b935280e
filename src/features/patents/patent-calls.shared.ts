// The schema of a patent's detail call, kept apart from patents.shared.ts (whose search schema rides
// with the app's entry): it loads with the page and the server only.
import * as v from 'valibot'
import { IntParam } from '@/lib/params'

export const PatentDetailQuerySchema = v.object({ id: IntParam(1, 2_147_483_647) })
