// Fetching a picture from a URL a visitor typed, without letting the server be pointed at itself or its
// network (SSRF): http(s) only, no credentials in the URL, every address the name resolves to must be
// public, and the connection goes to the address that was checked (the check and the connection share
// one lookup, so a name cannot resolve to a public address for the check and a private one after).
// Redirects are followed by hand, each hop checked the same way, at most MAX_REDIRECTS of them; the
// whole fetch has a time limit and the body a size cap.
import { lookup as dnsLookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { ImageRefusal, MAX_IMAGE_BYTES } from './image-input'

export const MAX_REDIRECTS = 3
export const FETCH_TIMEOUT_MS = 8000

const BLOCKED = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv4')
}
for (const [net, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: could reach any IPv4 address, private ones included
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254 included)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(net, prefix, 'ipv6')
}

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (::ffff:10.0.0.1, ::ffff:a00:1). */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase()
  const dotted =
    /^(?:0{1,4}:){5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower) ??
    /^::(?:ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)
  if (dotted) return dotted[1]!
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (hex) {
    const high = Number.parseInt(hex[1]!, 16)
    const low = Number.parseInt(hex[2]!, 16)
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
  }
  return null
}

/** True for an address on the public internet; false for loopback, private, link-local, metadata and the like. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !BLOCKED.check(address, 'ipv4')
  if (family === 6) {
    const v4 = embeddedIpv4(address)
    if (v4) return isIP(v4) === 4 && !BLOCKED.check(v4, 'ipv4')
    return !BLOCKED.check(address, 'ipv6')
  }
  return false
}

export type FetchImageOptions = {
  maxBytes?: number
  timeoutMs?: number
  maxRedirects?: number
  /**
   * Origins exempt from the address check (`http://127.0.0.1:4321`): tests only, to serve the first
   * hop from a local stand-in; never set from configuration.
   */
  trustedOrigins?: readonly string[]
}

const refused = (message: string) => new ImageRefusal('url_refused', `image_url: ${message}`)

/** A lookup that answers only public addresses (every resolved address must be public). */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { all: true, verbatim: true })
    .then((addresses) => {
      if (addresses.length === 0) throw refused(`${hostname} does not resolve`)
      const bad = addresses.find((a) => !isPublicAddress(a.address))
      if (bad) throw refused(`${hostname} resolves to a non-public address`)
      if (options.all) callback(null, addresses)
      else callback(null, addresses[0]!.address, addresses[0]!.family)
    })
    .catch((error: unknown) => {
      const err = error instanceof Error ? error : new Error(String(error))
      callback(err as NodeJS.ErrnoException, '', 4)
    })
}

function checkUrl(raw: string, trusted: readonly string[]): { url: URL; trusted: boolean } {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new ImageRefusal('url_invalid', 'image_url: not a valid URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('only http and https are fetched')
  if (url.username || url.password) throw refused('URLs with credentials are not fetched')
  const isTrusted = trusted.includes(url.origin)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (!isTrusted && isIP(host) && !isPublicAddress(host)) throw refused(`${host} is not a public address`)
  return { url, trusted: isTrusted }
}

type Hop = { status: number; location: string | null; body: Uint8Array | null }

function requestOnce(url: URL, trusted: boolean, maxBytes: number, signal: AbortSignal): Promise<Hop> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http
    const request = client.get(
      url,
      {
        signal,
        headers: { accept: 'image/*', 'user-agent': 'ShopsightImageSearch/1.0' },
        ...(trusted ? {} : { lookup: publicLookup }),
      },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400) {
          response.resume()
          resolve({ status, location: response.headers.location ?? null, body: null })
          return
        }
        if (status < 200 || status >= 300) {
          response.resume()
          reject(new ImageRefusal('url_failed', `image_url: the server answered ${status}`))
          return
        }
        const declared = Number(response.headers['content-length'])
        if (Number.isFinite(declared) && declared > maxBytes) {
          response.destroy()
          reject(new ImageRefusal('too_large', 'image: larger than 8 MB'))
          return
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.byteLength
          if (size > maxBytes) {
            response.destroy()
            reject(new ImageRefusal('too_large', 'image: larger than 8 MB'))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () =>
          resolve({ status, location: null, body: new Uint8Array(Buffer.concat(chunks)) }),
        )
        response.on('error', reject)
      },
    )
    request.on('error', reject)
  })
}

/** The bytes at a public http(s) URL, or an ImageRefusal saying why not. */
export async function fetchImageUrl(raw: string, options: FetchImageOptions = {}): Promise<Uint8Array> {
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS
  const signal = AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS)
  let next = raw
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const { url, trusted } = checkUrl(next, options.trustedOrigins ?? [])
    let answer: Hop
    try {
      answer = await requestOnce(url, trusted, maxBytes, signal)
    } catch (error) {
      if (error instanceof ImageRefusal) throw error
      if (signal.aborted) throw new ImageRefusal('url_failed', 'image_url: the server did not answer in time')
      throw new ImageRefusal('url_failed', 'image_url: the picture could not be fetched')
    }
    if (answer.body) return answer.body
    if (!answer.location) throw new ImageRefusal('url_failed', 'image_url: a redirect without a location')
    next = new URL(answer.location, url).href
  }
  throw refused(`more than ${maxRedirects} redirects`)
}
