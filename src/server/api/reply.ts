// The one way a server function answers: the API's envelope as a typed result the page acts on (data on
// success; the code and message of a refusal, such as the login prompt's 10001 or the limit's 10020).
// Only bugs throw inside, and they become a 10500 reply with the details in the server log, never on a page.
import { API_CODES, type ApiEnvelope } from '@/lib/api-codes'
import { ApiError } from './call'

export async function serverReply<T>(
  label: string,
  call: () => Promise<ApiEnvelope<T>>,
): Promise<ApiEnvelope<T | null>> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, msg: error.message, data: null }
    console.error(`[${label}] failed`, error)
    return { code: API_CODES.serverError, msg: 'Internal Server Error', data: null }
  }
}
