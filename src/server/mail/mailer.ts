// Sends e-mail through the SMTP server in SMTP_URL (docs/deploy.md "E-mail"), with nodemailer. One
// transport per process, made on first use; MAIL_FROM names the sender (default no-reply at the host of
// BETTER_AUTH_URL). Callers decide what a failure means; this only reports it.
import { createTransport, type Transporter } from 'nodemailer'
import { smtpUrl } from './setup'

export type Mail = { to: string; subject: string; text: string; html: string }

let transport: Transporter | undefined

export function mailConfigured(): boolean {
  return smtpUrl() !== null
}

function sender(): string {
  const configured = process.env.MAIL_FROM?.trim()
  if (configured) return configured
  let host = 'localhost'
  try {
    host = new URL(process.env.BETTER_AUTH_URL ?? '').hostname || host
  } catch {
    // No public origin configured (local runs): the placeholder host.
  }
  return `Shopsight <no-reply@${host}>`
}

/** Sends one message; throws when SMTP is not configured or the server refuses it. */
export async function sendMail(mail: Mail): Promise<void> {
  const url = smtpUrl()
  if (!url) throw new Error('mail: SMTP_URL is not set')
  transport ??= createTransport(url)
  await transport.sendMail({ from: sender(), ...mail })
}
