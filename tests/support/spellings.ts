// Spellings of a path that routers and proxies take for the path itself (issue 32): the unit test of
// the canonical form and the served-build test of the limits both walk them.
export function spellingsOf(path: string): string[] {
  const encodeFirst = path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)
  const encodeUpper = path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
  const slashes = path.split('/')
  return [
    path,
    `${path}/`,
    `/en${path}`,
    `/cn${path}`,
    `/CN${path}/`,
    path.toUpperCase(),
    encodeFirst,
    encodeUpper,
    // Twice encoded: %2561 is %61 is a.
    encodeFirst.replace('%', '%25'),
    `/${path}`,
    slashes.join('//'),
    `${slashes.slice(0, 2).join('/')}/./${slashes.slice(2).join('/')}`,
    `${slashes.slice(0, 2).join('/')}/x/../${slashes.slice(2).join('/')}`,
    path.replace(/\//g, '%2F').replace(/^%2F/, '/'),
    `${path}%2F`,
  ]
}
