// The e-mail verification message better-auth sends after a sign-up (auth.server.ts), in the language
// the person signed up in: the page the form was on (Referer), else their language cookie, else their
// browser's. The link is better-auth's own (a signed token, valid VERIFICATION_SECONDS); it lands on the
// home page in that language. A verified address is what lets an invited account count for its inviter
// (docs/quotas.md "Invite rewards").
import type { Locale } from '@/lib/locale'
import { resolveRequestLocale } from '@/lib/locale'
import { m } from '@/paraglide/messages'
import { sendMail } from '@/server/mail/mailer'

/** How long a verification link works: a day, so a link opened the next morning still does. */
export const VERIFICATION_SECONDS = 86_400

function requestLocale(request: Request | undefined): Locale {
  if (!request) return 'en'
  let pathname = ''
  try {
    pathname = new URL(request.headers.get('referer') ?? '').pathname
  } catch {
    // No Referer (or not a URL): the cookie and the browser's languages decide.
  }
  return resolveRequestLocale({
    pathname,
    cookie: request.headers.get('cookie'),
    acceptLanguage: request.headers.get('accept-language'),
  })
}

/** better-auth's link, sent back to the home page in the signer-up's language afterwards. */
function landingLink(url: string, locale: Locale): string {
  const link = new URL(url)
  link.searchParams.set('callbackURL', locale === 'cn' ? '/cn' : '/')
  return link.toString()
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

export function verificationMail(
  user: { name: string; email: string },
  url: string,
  locale: Locale,
): { subject: string; text: string; html: string } {
  const link = landingLink(url, locale)
  const hours = VERIFICATION_SECONDS / 3600
  const greeting = m.mail_verify_greeting({ name: user.name }, { locale })
  const body = m.mail_verify_body({ email: user.email, hours }, { locale })
  const note = m.mail_verify_note({}, { locale })
  const action = m.mail_verify_action({}, { locale })
  return {
    subject: m.mail_verify_subject({}, { locale }),
    text: `${greeting}\n\n${body}\n${link}\n\n${note}\n`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(body)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      `<p>${escapeHtml(note)}</p>`,
    ].join('\n'),
  }
}

/**
 * better-auth's sendVerificationEmail. Not awaited by the sign-up: a slow or failing SMTP server must
 * not hold up or fail a registration (the account works unverified; it just earns no invite rewards).
 */
export async function sendVerificationMail(
  data: { user: { name: string; email: string }; url: string },
  request?: Request,
): Promise<void> {
  const mail = verificationMail(data.user, data.url, requestLocale(request))
  void sendMail({ to: data.user.email, ...mail }).catch((error: unknown) => {
    console.error('[mail] verification e-mail not sent:', error instanceof Error ? error.message : error)
  })
}
