// Google sign-in with the ID token (JWT) Google's sign-in button hands the page (spec §7
// new-google-callback). The token's signature is checked against Google's published keys, or against
// GOOGLE_CERTS_URL (a local stand-in in tests), and its issuer, audience and age.
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose'
import type { Queryable } from '../db/client'

export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs'
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com']

let keys: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined

function keySet() {
  const url = process.env.GOOGLE_CERTS_URL?.trim() || GOOGLE_CERTS_URL
  if (keys?.url !== url) keys = { url, set: createRemoteJWKSet(new URL(url)) }
  return keys.set
}

/** True when the token is a current Google ID token for this app's client id. */
export async function verifyGoogleIdToken(token: string, nonce?: string): Promise<boolean> {
  const audience = process.env.GOOGLE_CLIENT_ID?.trim()
  if (!audience) return false
  try {
    const { payload } = await jwtVerify(token, keySet(), {
      issuer: ISSUERS,
      audience,
      algorithms: ['RS256'],
      maxTokenAge: '1h',
    })
    return nonce === undefined || payload.nonce === nonce
  } catch {
    return false
  }
}

/** The email a (not yet verified) token names, to tell a first sign-in from a return. */
export function emailOfToken(token: string): string | null {
  try {
    const { email } = decodeJwt(token)
    return typeof email === 'string' ? email.toLowerCase() : null
  } catch {
    return null
  }
}

/** Whether a registered (not guest) account has this email: the callback says "registered" only for a new one. */
export async function isRegisteredEmail(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM users WHERE lower(email) = $1 AND NOT is_guest LIMIT 1', [email])
  return rows.length > 0
}
