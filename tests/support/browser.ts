// Debian's chromium driven by playwright-core: no browser download (see DESIGN.md).
import { existsSync, mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { type Browser, chromium } from 'playwright-core'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../test-results/screenshots')

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium fonts-wqy-microhei" or set CHROMIUM_PATH.`,
    )
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true })
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
