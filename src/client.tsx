// The browser's entry: Start's default (hydrate the document with StartClient in a transition), with the
// framework's module initialisation run without stack capture (src/stack-capture.ts, first on purpose).
// First, alone: a bare import keeps its place (the sorted imports below come after it).
import './stack-capture'
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { registerHydrationRoot } from './components/shell/content-hydrated'
import { restoreStackCapture } from './stack-capture'

restoreStackCapture()

startTransition(() => {
  registerHydrationRoot(
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    ),
  )
})
