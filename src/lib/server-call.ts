// The page side of a server function call: its reply, or code 0 when the server could not be reached
// (offline, a dropped connection), so pages handle one shape and word every failure in their language.
import type { ApiEnvelope } from './api-codes'

export async function reached<T>(call: Promise<ApiEnvelope<T>>): Promise<ApiEnvelope<T | null>> {
  try {
    return await call
  } catch (error) {
    return { code: 0, msg: error instanceof Error ? error.message : String(error), data: null }
  }
}
