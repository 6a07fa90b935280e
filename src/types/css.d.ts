import 'react'

declare module 'react' {
  // The shell passes configured sizes to CSS through these custom properties.
  interface CSSProperties {
    '--nav-height'?: string
    '--max-width'?: string
  }
}
