// The layers of the code (docs/architecture.md), checked by `npm test` (scripts/test.ts runs
// `npm run lint:layers`). From top to bottom:
//   entry points  src/routes, scripts, src/pipeline, src/marketplace.ts, src/router.tsx, src/server.ts
//   app shell     src/components/shell
//   features      src/features/<domain>
//   kit           src/components/{ui,grid,charts,data-page}
//   server core   src/server
//   lib           src/lib, src/config, src/i18n, src/paraglide, app.config.ts, app.nav.ts, app.footer.ts, app.announcements.ts
// A layer imports only the layers below it. Each rule's comment is what a failing run prints.
const LIB = '^(src/(lib|config|i18n|paraglide|types)/|app\\.(config|nav|footer|announcements)\\.ts$)'
const SERVER = '^src/server/'
const KIT = '^src/components/(ui|grid|charts|data-page)/'
const FEATURES = '^src/features/'
const SHELL = '^src/components/shell/'
const ENTRY = '^(src/routes/|src/pipeline/|scripts/|src/(marketplace|server|router|routeTree\\.gen)\\.tsx?$)'

/** A rule that keeps `from` from importing any of `to`. */
const below = (name, comment, from, to) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: to },
})

module.exports = {
  forbidden: [
    below(
      'lib-imports-no-layer',
      'src/lib, src/config and src/i18n are the bottom layer: pure helpers and configuration import no other layer.',
      LIB,
      `${SERVER}|${KIT}|${FEATURES}|${SHELL}|${ENTRY}`,
    ),
    below(
      'server-core-imports-no-feature',
      'src/server (database, auth, HTTP envelope, quota engine, images) sits below the kit and the features: move the shared piece down, or assemble it in the composition file src/marketplace.ts.',
      SERVER,
      `${KIT}|${FEATURES}|${SHELL}|${ENTRY}`,
    ),
    below(
      'kit-imports-no-feature',
      'The kit (ui, grid, charts, data-page) is shared by every feature: it takes what a feature knows as props or parameters, and never imports a feature, the shell or a route.',
      KIT,
      `${FEATURES}|${SHELL}|${ENTRY}`,
    ),
    below(
      'features-import-no-shell-or-entry',
      'A feature slice imports the kit, the server core and lib (and other features without cycles), never the shell, a route, a script or the composition file.',
      FEATURES,
      `${SHELL}|${ENTRY}`,
    ),
    below(
      'shell-imports-no-entry',
      'The app shell is mounted by the routes; it never imports a route, a script or the pipeline.',
      SHELL,
      ENTRY,
    ),
    {
      name: 'domain-reaches-domain-through-its-api',
      comment:
        'A domain reaches another only through its public surface: its <domain>.api.ts (server functions of the marketplace API), its <domain>.schema.ts (a foreign key), or the shared bases, features/catalog (sites, categories, the product row, its columns and filter entries) and features/account (who is signed in). Two domains that need the same piece move it to the catalog or the kit.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/',
        // First: depcruise joins these into one expression, and \\1 is its first group.
        pathNot: [
          '^src/features/([^/]+)/\\1\\.(api|schema)\\.ts$',
          '^src/features/$1/',
          '^src/features/(?:catalog|account)/',
        ],
      },
    },
    {
      name: 'no-circular',
      comment: 'No import cycles: split the shared piece into its own module one layer down.',
      severity: 'error',
      from: { path: '^(src|scripts)/' },
      // A type-only import is erased at build time: it orders nothing at run time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'No cycles between folders either (features/a imports features/b and back): the shared piece belongs one layer down, in the kit or the server core.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      comment: 'A module nothing imports is dead code: delete it (or import it where it belongs).',
      severity: 'error',
      from: {
        orphan: true,
        path: '^src/',
        pathNot: [
          '\\.d\\.ts$',
          // drizzle-kit and the schema test find every *.schema.ts by name (drizzle.config.ts).
          '\\.schema\\.ts$',
          '^src/routes/',
          '^src/paraglide/',
          '^src/(server|router|routeTree\\.gen)\\.tsx?$',
        ],
      },
      to: {},
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|src/paraglide/.*\\.js$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
