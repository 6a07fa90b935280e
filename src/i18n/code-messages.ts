// The one place an /api reply code becomes words for the page. The envelope's msg is written for
// developers (English, names fields), so it never reaches a seller; the page shows this instead, in
// the page language.
import { API_CODES } from '@/lib/api-codes'
import { m } from '@/paraglide/messages'

const CODE_MESSAGES: Readonly<Record<number, () => string>> = {
  [API_CODES.sessionInvalid]: m.api_code_10001,
  [API_CODES.sessionInvalidAlt]: m.api_code_20001,
  [API_CODES.repeatSubscription]: m.api_code_10003,
  [API_CODES.limitReached]: m.api_code_10020,
  [API_CODES.invalidParameter]: m.api_code_10400,
  [API_CODES.foreignOrigin]: m.api_code_10403,
  [API_CODES.notFound]: m.api_code_10404,
  [API_CODES.methodNotAllowed]: m.api_code_10405,
  [API_CODES.payloadTooLarge]: m.api_code_10413,
  [API_CODES.unsupportedMediaType]: m.api_code_10415,
  [API_CODES.rateLimited]: m.api_code_10429,
  [API_CODES.serverError]: m.api_code_10500,
  [API_CODES.upstreamUnavailable]: m.api_code_10502,
}

/** What to tell the user about a refused reply; a code this table lacks gets the generic error. */
export function messageForCode(code: number): string {
  const message = Object.hasOwn(CODE_MESSAGES, code) ? CODE_MESSAGES[code] : undefined
  return (message ?? m.api_code_unknown)()
}
