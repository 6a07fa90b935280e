// Whether this server can send e-mail (SMTP_URL, docs/deploy.md "E-mail"), and what the operator must
// hear at start when it cannot. It imports nothing: scripts/serve.ts loads it under Node's type
// stripping to print the warning before the first request.

/** The SMTP server's URL (smtp://user:pass@host:587, smtps://… for TLS from the start), or null. */
export function smtpUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.SMTP_URL?.trim() || null
}

export function mailWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  if (smtpUrl(env)) return []
  return [
    '[mail] SMTP_URL is not set: no e-mail is sent, so no address is ever verified and invite rewards',
    '[mail] are never earned (accounts work as usual). Set SMTP_URL (docs/deploy.md, "E-mail").',
  ]
}
