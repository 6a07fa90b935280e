// UTC calendar days as 'YYYY-MM-DD' text: the one place that reads, checks and shifts them.
const DAY_MS = 86_400_000
const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar day; Date.parse alone rolls 2026-02-30 over into March. */
export function isRealDay(text: string): boolean {
  if (!DAY_TEXT.test(text)) return false
  const time = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text
}

/** Days since 1970-01-01. */
export const dayNumber = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS)

export const dayText = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10)

export const addDays = (day: string, n: number): string => dayText(dayNumber(day) + n)
