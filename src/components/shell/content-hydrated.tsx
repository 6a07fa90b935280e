import type { RouteComponent } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CONTENT_HYDRATED_MARK } from './ready-marks'

/*
 * The page's own content (the route's component, under the router's Suspense boundary) and its
 * hydration. React hydrates a server-rendered Suspense boundary after its parent has committed, at its
 * lowest priority: every update the shell made once it had hydrated (its lazy banners, the session,
 * the deferred widgets) went first and interrupted it. With the CPU slowed 4× a data page's 150–640
 * controls were still server markup when the widgets had mounted, so a seller's first tap or keystroke
 * could be lost. Now the shell asks for the content to be hydrated first (hydrateContentFirst) and
 * mounts its deferred widgets, whose effect sets the ready mark, only once it has (onContentHydrated).
 */

let hydrated = false
const listeners = new Set<() => void>()

let scheduleHydration: ((target: Node) => void) | undefined

/**
 * The browser entry hands over the root it hydrates (src/client.tsx). React DOM's hydration root has
 * `unstable_scheduleHydration`, the call behind React's own selective hydration of a clicked boundary;
 * not in its types, so looked up, and without it the content hydrates at React's default order.
 */
export function registerHydrationRoot(root: object): void {
  const schedule = Reflect.get(root, 'unstable_scheduleHydration')
  if (typeof schedule === 'function') scheduleHydration = (target) => Reflect.apply(schedule, root, [target])
}

/**
 * Called by the shell once it has hydrated, inside the transition that turns its own parts on: the
 * page's content (a dehydrated boundary inside <main>) is then hydrated at a transition's hydration
 * priority instead of React's lowest, above those parts, so their updates (lazy chunks arriving, the
 * session starting) no longer interrupt it and start it over.
 */
export function hydrateContentFirst(): void {
  const target = document.getElementById('main')?.firstElementChild
  if (target && !hydrated) scheduleHydration?.(target)
}

/** Calls `listener` once the content has hydrated (at once if it already has); returns the unsubscribe. */
export function onContentHydrated(listener: () => void): () => void {
  if (hydrated) {
    listener()
    return () => {}
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function ContentHydratedMark() {
  // Effects run children first and siblings in order: this one runs after the page's own effects.
  useEffect(() => {
    if (hydrated) return
    hydrated = true
    // A User Timing mark: bench:vitals reads when the page's controls began to answer input.
    performance.mark(CONTENT_HYDRATED_MARK)
    for (const listener of listeners) listener()
    listeners.clear()
  }, [])
  return null
}

const marked = new WeakSet<RouteComponent>()

/**
 * The route's component followed by the mark, inside the same boundary. `preload` is kept: the router
 * loads a split route's chunk through it before rendering.
 */
export function withContentHydratedMark(Component: RouteComponent): RouteComponent {
  // The route tree is one module shared by every router the server makes (one a request): a component
  // wrapped again on each request nested deeper each time, and the server's ids (useId follows the tree)
  // stopped matching the browser's, which failed hydration.
  if (marked.has(Component)) return Component
  const Marked: RouteComponent = function Marked() {
    return (
      <>
        <Component />
        <ContentHydratedMark />
      </>
    )
  }
  if (Component.preload) Marked.preload = Component.preload
  marked.add(Marked)
  return Marked
}

/** The mark on its own, for screens the router renders outside a route's component (errors, not found). */
export { ContentHydratedMark }
