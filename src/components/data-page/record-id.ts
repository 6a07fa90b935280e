// A record's numeric id in a detail route's path, parsed once for every detail page that has one.
import { notFound } from '@tanstack/react-router'

/** A record's id in the path (/search-trademark/{id}, /search-patent/{id}): digits only, else the 404 screen. */
export const recordIdParams = {
  parse: ({ id }: { id: string }) => {
    const n = /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN
    if (!(n >= 1 && n <= 2_147_483_647)) throw notFound()
    return { id: n }
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
}
