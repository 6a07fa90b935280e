// A local SMTP server for tests (smtp-server), standing in for the mail relay SMTP_URL names: it accepts
// every message on loopback without authentication or TLS, parses it (mailparser) and keeps it, so a
// test can read what a person would receive and follow its links.
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; from: string }

export type SmtpStandIn = {
  /** For SMTP_URL. */
  url: string
  received: ReceivedMail[]
  /** The first message to `address` (waits for it up to timeoutMs). */
  messageTo: (address: string, timeoutMs?: number) => Promise<ReceivedMail>
  close: () => Promise<void>
}

const addresses = (field: ParsedMail['to']): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) =>
    group.value.map((entry) => (entry.address ?? '').toLowerCase()),
  )

export async function startSmtpStandIn(): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: addresses(mail.to),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          })
          done()
        },
        (error: Error) => done(error),
      )
    },
  })
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen))
  const bound = server.server.address()
  if (!bound || typeof bound === 'string') throw new Error('the SMTP stand-in has no port')
  return {
    url: `smtp://127.0.0.1:${bound.port}`,
    received,
    async messageTo(address, timeoutMs = 15_000) {
      const wanted = address.toLowerCase()
      // A poll's give-up point so a lost mail fails with its reason; not an assertion about speed.
      const giveUpAt = Date.now() + timeoutMs
      for (;;) {
        const found = received.find((mail) => mail.to.includes(wanted))
        if (found) return found
        if (Date.now() > giveUpAt) throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  }
}
