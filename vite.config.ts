import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// A build id baked into both bundles; the client compares it with /build.json to notice a new deploy.
const buildId = process.env.BUILD_ID ?? new Date().toISOString()

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // Loaded from node_modules at run time: PGlite finds its WebAssembly and data files next to its own
  // module, postgres.js and sharp ship native or large parts that must not be bundled.
  ssr: { external: ['@electric-sql/pglite', 'postgres', 'sharp'] },
  // Terser packs the client about 2 KB (gzipped) tighter than the default minifier: the first load of /
  // has a 150 KB budget, most of it the framework.
  build: {
    // The framework every page hydrates with (React, the router, Start's client) in one chunk rather than
    // the dozen small shared chunks the automatic split made of it: one file gzips about 5 KB smaller.
    rolldownOptions: {
      output: {
        // Hash-only names: the entry names every lazily loaded route file in its import() calls, and
        // "nav_plugin_seller_assistant-BOypHrO2.js" costs it more than "BOypHrO2.js".
        chunkFileNames: 'assets/[hash].js',
        // V8 compiles a function lazily, on the main thread, when it is first called; the bundle wraps
        // React DOM (CommonJS) in one function, so hydration began with a 120-300 ms compile task on a
        // 4x-slowed phone (Lighthouse). This file-level compile hint (Chrome 136+, a comment elsewhere)
        // has the browser's entry, the framework every page hydrates with, compiled eagerly on a
        // background thread while it streams in. Added after minification, which drops comments; the
        // browser's entry is named index (the server's is server, and Node ignores the hint anyway).
        postBanner: (chunk) =>
          chunk.isEntry && chunk.name === 'index' ? '//# allFunctionsCalledOnLoad' : '',
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              // With the browser's entry itself (src/client.tsx and the module it runs first), so that the
              // framework stays in the entry chunk, evaluated after src/stack-capture.ts, under the
              // entry's compile hint.
              test: /node_modules[\\/](react|react-dom|scheduler|seroval|seroval-plugins|cookie-es|use-sync-external-store|@tanstack[\\/](router-core|react-router|history|store|react-store|start-client-core|react-start|router-ssr-query-core|react-router-ssr-query))[\\/]|[\\/]src[\\/](client\.tsx|stack-capture\.ts)$/,
            },
          ],
        },
      },
    },
    // No preload table in the entry: Vite's helper listed every lazily loaded file's dependencies (about
    // 170 names, 2.6 KB gzipped of the 150 KB budget of /). The server still preloads what the first page
    // needs (Start's manifest); on a client navigation the browser finds a route chunk's imports when it
    // loads it, and hover preloading (defaultPreload 'intent') starts that before the click.
    modulePreload: false,
    minify: 'terser',
    terserOptions: {
      // Every browser the app supports runs ES2020, so terser may use its shorter forms.
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true, ecma: 2020 },
      format: { ecma: 2020 },
      ecma: 2020,
      module: true,
      toplevel: true,
    },
  },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  plugins: [
    tailwindcss(),
    tanstackStart({
      importProtection: {
        behavior: 'error',
        // Server-only code lives in *.server.ts files and under src/server: a client import fails the build.
        client: { files: ['**/*.server.*', '**/src/server/**'] },
      },
    }),
    viteReact(),
    {
      name: 'shopsight-build-manifest',
      apply: 'build',
      generateBundle() {
        if (this.environment.name !== 'client') return
        this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ buildId }) })
      },
    },
  ],
})
