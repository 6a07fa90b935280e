// Compiles messages/*.json into src/paraglide with the JS API: the CLI cannot express routeStrategies,
// and the Vite plugin leaves timers that stall `vite build` and vitest (see DESIGN.md).
import { compile } from '@inlang/paraglide-js'

await compile({
  project: './project.inlang',
  outdir: './src/paraglide',
  outputStructure: 'message-modules',
  // One custom strategy owns the whole decision (URL prefix, cookie, browser language), because
  // Paraglide runs custom server strategies before the built-in ones whatever their order.
  strategy: ['custom-shopsight', 'baseLocale'],
  cookieName: 'lang',
  cookieMaxAge: 60 * 60 * 24,
  emitTsDeclarations: false,
})
// The compiler keeps a file watcher's handles alive; end the process explicitly.
process.exit(0)
