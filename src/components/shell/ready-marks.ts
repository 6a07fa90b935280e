/**
 * The User Timing marks the shell sets (content-hydrated.tsx, deferred-widgets.tsx): when the page's
 * content had hydrated and when the shell set its ready mark. bench:vitals prints their times; kept in a
 * module of their own so the script reads two strings without loading the shell's components.
 */
export const CONTENT_HYDRATED_MARK = 'shopsight:content-hydrated'
export const READY_MARK = 'shopsight:ready'
