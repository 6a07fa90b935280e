// An /api endpoint's handler served to the app's own pages as a server function: the same handler the
// route runs (postOnly/getOnly), with the same input check, so a page and an /api caller meet the same
// guards (session, plan, CSRF inside the handler) and the same refusals. Bad input is refused as the route
// refuses it (10400 naming the field), as a reply the page words in its language, never a thrown error.
import { getRequest } from '@tanstack/react-start/server'
import * as v from 'valibot'
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { firstIssue } from '@/lib/params'
import { ApiError, type CallContext } from '@/server/api/call'
import { serverReply } from '@/server/api/reply'
import { requestCallContext } from '../auth/context'

type Schema = v.GenericSchema<Record<string, unknown>, unknown>

/** The input of an endpoint that takes none. */
export const NoInput = v.object({})

/** What an endpoint does with its parsed input: the route and the server function both call it. */
export type Endpoint<S extends Schema, T> = (
  input: v.InferOutput<S>,
  ctx: CallContext,
  request: Request,
) => Promise<ApiEnvelope<T>>

/** Runs an endpoint for the request a server function is serving; `label` names it in the server log. */
export function callEndpoint<S extends Schema, T>(
  label: string,
  schema: S,
  input: unknown,
  endpoint: Endpoint<S, T>,
): Promise<ApiEnvelope<T | null>> {
  return runEndpoint(label, schema, input, endpoint, () => {
    // The route's caller exactly: the session's viewer, never a guest started for this call (an /api
    // endpoint answers 10001 without a session, and so does its server function).
    const { token, fingerprint, viewer } = requestCallContext()
    return { ctx: { token, fingerprint, viewer }, request: getRequest() }
  })
}

/** callEndpoint for a given caller and request (what it resolves from the server function's request). */
export function runEndpoint<S extends Schema, T>(
  label: string,
  schema: S,
  input: unknown,
  endpoint: Endpoint<S, T>,
  caller: () => { ctx: CallContext; request: Request },
): Promise<ApiEnvelope<T | null>> {
  return serverReply(label, async () => {
    const parsed = v.safeParse(schema, input ?? {})
    if (!parsed.success) {
      const { field, message } = firstIssue(parsed.issues)
      throw new ApiError(400, API_CODES.invalidParameter, `${field}: ${message}`)
    }
    const { ctx, request } = caller()
    return endpoint(parsed.output, ctx, request)
  })
}
