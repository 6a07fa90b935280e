// The better-auth instance: email and password accounts, Google when GOOGLE_CLIENT_ID/SECRET are set,
// fingerprint-bound guests (guest-plugin.ts), 3-day sessions in our own database through the Drizzle
// adapter, and e-mail verification when SMTP_URL is set (verification-mail.ts). Mounted at /api/auth/*
// (src/routes/api/auth/$.ts); server code reads sessions via viewer.ts.
import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { tanstackStartCookies } from 'better-auth/tanstack-start'
import { type Database, getDatabase } from '@/server/db/client'
import { consumeRule, LIMITS } from '@/server/limits/limits'
import { mailConfigured } from '@/server/mail/mailer'
import { authDrizzle, authSchema } from './drizzle-proxy'
import { verifyGoogleIdToken } from './google'
import { guestPlugin } from './guest-plugin'
import { CLIENT_ADDRESS_HEADER } from './rate-limit'
import { authSecret } from './secret'
import { sendVerificationMail, VERIFICATION_SECONDS } from './verification-mail'

/** Spec §4 and §9: the login lasts 259,200 s (3 days). */
export const SESSION_SECONDS = 259_200
export const SESSION_COOKIE_PREFIX = 'shopsight'
export const MIN_PASSWORD_LENGTH = 8
export const MAX_PASSWORD_LENGTH = 128

export function googleConfigured(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID?.trim() && process.env.GOOGLE_CLIENT_SECRET?.trim())
}

export function createAuth(getDb: () => Promise<Database>) {
  const baseURL = process.env.BETTER_AUTH_URL?.trim() || undefined
  return betterAuth({
    appName: 'Shopsight',
    // Without BETTER_AUTH_URL (local runs, tests) the origin is taken from each request.
    baseURL,
    basePath: '/api/auth',
    secret: authSecret(),
    database: drizzleAdapter(authDrizzle(getDb), {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: authSchema.users,
        sessions: authSchema.sessions,
        accounts: authSchema.accounts,
        verifications: authSchema.verifications,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // Unverified accounts sign in and use their plan as before: requiring verification would lock
      // everyone out of a server without SMTP, and the free tier's limits are per account and address
      // anyway. Verification gates what an address vouches for: invite rewards (docs/quotas.md).
      requireEmailVerification: false,
    },
    // Without SMTP no message could arrive, so none is attempted (the server says so at start).
    emailVerification: mailConfigured()
      ? {
          sendOnSignUp: true,
          sendVerificationEmail: sendVerificationMail,
          expiresIn: VERIFICATION_SECONDS,
          // The link is opened in the browser the person signed up in, usually still signed in.
          autoSignInAfterVerification: false,
        }
      : undefined,
    socialProviders: googleConfigured()
      ? {
          google: {
            clientId: process.env.GOOGLE_CLIENT_ID ?? '',
            clientSecret: process.env.GOOGLE_CLIENT_SECRET ?? '',
            // ID tokens from the sign-in button (new-google-callback) are checked by google.ts.
            verifyIdToken: verifyGoogleIdToken,
          },
        }
      : undefined,
    user: {
      additionalFields: {
        isGuest: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_SECONDS,
      // A session lasts exactly the 3 days of the spec; it is not silently extended.
      disableSessionRefresh: true,
    },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      // HttpOnly and SameSite=Lax are the library's defaults; Secure follows an https BETTER_AUTH_URL.
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The address the auth route resolved (TRUST_PROXY decides whether X-Forwarded-For counts).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Same-origin requests only: the app's pages call /api/auth from its own origin.
    trustedOrigins: async (request) => (request ? [new URL(request.url).origin] : []),
    // Our own limiter (rate-limit.ts) answers 429 per address and per account in front of the handler,
    // whatever the body's encoding. better-auth's limiter runs too, per address and path, with the same
    // numbers, kept in the database (limits.ts consumeRule) so it holds across servers: a second lock
    // on the same door that does not depend on our reading of the body.
    rateLimit: {
      enabled: true,
      window: LIMITS.apiPerAddress.duration,
      max: LIMITS.apiPerAddress.points,
      customRules: {
        '/sign-in/email': { window: LIMITS.signInPerAddress.duration, max: LIMITS.signInPerAddress.points },
        '/sign-up/email': { window: LIMITS.signUpPerAddress.duration, max: LIMITS.signUpPerAddress.points },
      },
      customStorage: { consume: consumeRule },
    },
    telemetry: { enabled: false },
    plugins: [guestPlugin(getDb), tanstackStartCookies()],
  })
}

export type Auth = ReturnType<typeof createAuth>

let instance: Auth | undefined

/** The process's auth instance over the shared database. */
export function getAuth(): Auth {
  instance ??= createAuth(getDatabase)
  return instance
}
