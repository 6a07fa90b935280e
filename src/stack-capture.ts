// Imported first by the browser's entry (src/client.tsx), so that this runs before React DOM's module code,
// which sits in the same chunk after it. React DOM creates five sentinel `Error` objects when its module
// initialises (SuspenseException and its kin), called from the entry's top-level function. With DevTools
// attached and Runtime enabled (Lighthouse, Playwright, a developer's open inspector), V8 records a
// detailed stack with source positions for every Error, and getting the positions of a script's top
// level re-parses the whole 445 KB entry on the main thread: 200+ ms of a phone's first load
// (docs/performance.md, "Where the time goes on chromium 156"). Nothing reads those stacks, so no stack
// is captured while the framework's modules initialise; the entry restores the limit before it
// hydrates, so every error the app can throw keeps its stack.

const limit = Error.stackTraceLimit
// Deleted, not set to 0: with an inspector attached V8 raises a numeric limit to the inspector's own
// (200 frames) and captures them anyway; without the property it captures no stack for the Error at all.
// Measured with bench:vitals --inspector on /product-database: V8.CollectSourcePositions 141–178 ms with
// the limit at 0, 15–23 ms with it deleted (TBT 395 → 146 ms).
Reflect.deleteProperty(Error, 'stackTraceLimit')

/** Error stacks as they were before the framework's modules ran (called once, by src/client.tsx). */
export function restoreStackCapture(): void {
  Error.stackTraceLimit = limit
}
