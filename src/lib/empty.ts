function isPlainObject(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * True for values a user would see as "nothing": null, undefined, [], {} and blank text.
 * 0 and false are real answers, so they are not empty.
 */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true
  // trim() also removes the ideographic space (U+3000) that Chinese input methods insert.
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  if (isPlainObject(value)) return Object.keys(value).length === 0
  return false
}
