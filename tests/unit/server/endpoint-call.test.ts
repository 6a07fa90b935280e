// A page's server function runs the /api endpoint's own handler (src/server/http/endpoint-call.ts): bad
// input is refused as the route refuses it (10400 naming the field) before the handler runs, a refusal
// keeps its code, and a bug answers 10500 without its details, so the page words each in its language.
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { API_CODES } from '../../../src/lib/api-codes'
import { ApiError, type CallContext, ok } from '../../../src/server/api/call'
import { runEndpoint } from '../../../src/server/http/endpoint-call'

const Schema = v.object({ email: v.pipe(v.string(), v.trim(), v.email('must be an email address')) })
const caller = () => ({
  ctx: { token: null, fingerprint: null } satisfies CallContext,
  request: new Request('http://localhost/_serverFn/x', { method: 'POST' }),
})

describe('runEndpoint', () => {
  it('refuses bad input with 10400 naming the field, and never runs the handler', async () => {
    const handler = vi.fn(async () => ok(true))
    const reply = await runEndpoint('test', Schema, { email: 'not-an-address' }, handler, caller)
    expect(reply).toEqual({
      code: API_CODES.invalidParameter,
      msg: 'email: must be an email address',
      data: null,
    })
    expect(handler).not.toHaveBeenCalled()
  })

  it('hands the handler the parsed input and answers its reply', async () => {
    const reply = await runEndpoint(
      'test',
      Schema,
      { email: '  a@example.com ' },
      async (input) => ok(input.email),
      caller,
    )
    expect(reply).toEqual(ok('a@example.com'))
  })

  it('keeps a refusal’s code, and answers a bug as 10500 without its message', async () => {
    const refused = await runEndpoint(
      'test',
      Schema,
      { email: 'a@example.com' },
      async () => {
        throw new ApiError(403, API_CODES.limitReached, 'team: every seat is taken')
      },
      caller,
    )
    expect(refused).toEqual({ code: API_CODES.limitReached, msg: 'team: every seat is taken', data: null })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const broken = await runEndpoint(
      'test',
      Schema,
      { email: 'a@example.com' },
      async () => {
        throw new Error('relation "teams" does not exist')
      },
      caller,
    )
    error.mockRestore()
    expect(broken).toEqual({ code: API_CODES.serverError, msg: 'Internal Server Error', data: null })
  })
})
