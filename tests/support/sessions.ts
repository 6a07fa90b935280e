// Signed-in sessions kept per account for one test file. An account may sign in 5 times a minute
// (src/server/limits), more than a browser file needs at full speed: each account signs in once, and
// later browsers start from its cookies (the language and fingerprint cookies stay each browser's own).
import type { Cookie, Page } from 'playwright-core'

const PERSONAL_COOKIES = new Set(['lang', 'shopsight_fp'])

export function sessionCache() {
  const sessions = new Map<string, Cookie[]>()
  return {
    /** Puts the account's kept session into the page's browser; false when there is none yet. */
    async restore(page: Page, email: string): Promise<boolean> {
      const saved = sessions.get(email)
      if (saved) await page.context().addCookies(saved)
      return saved !== undefined
    },
    /** Keeps the session the page's browser holds now for the account. */
    async keep(page: Page, email: string): Promise<void> {
      const cookies = await page.context().cookies()
      sessions.set(
        email,
        cookies.filter((c) => !PERSONAL_COOKIES.has(c.name)),
      )
    },
  }
}
