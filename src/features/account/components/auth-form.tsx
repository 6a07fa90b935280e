// The login and registration forms (/user/login, /user/register): field messages from the same valibot
// schemas the inputs are checked with, and the server's answers (taken email, wrong password, too many
// attempts) shown where they belong. Success goes to ?redirect= (a path on this site) or home.

import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import * as v from 'valibot'
import { AppLink } from '@/components/ui/app-link'
import { Input } from '@/components/ui/input'
import { siteConfig } from '@/config/site'
import { m } from '@/paraglide/messages'
import { LoginSchema, RegisterSchema } from '../account.shared'
import { type AuthFailure, signIn, signUp } from '../session'
import { useSignedInUser } from '../viewer-store'
import { GoogleButton } from './google-button'

type Field = 'username' | 'email' | 'password'
type Errors = Partial<Record<Field | 'form', string>>

const FIELD_MESSAGES: Record<string, () => string> = {
  username_too_short: m.account_error_username_short,
  username_too_long: m.account_error_username_long,
  email_required: m.account_error_email_required,
  email_invalid: m.account_error_email_invalid,
  password_required: m.account_error_password_required,
  password_too_short: m.account_error_password_short,
  password_too_long: m.account_error_password_long,
}

function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Errors {
  const errors: Errors = {}
  for (const issue of issues) {
    const key = issue.path?.[0]?.key
    if (key !== 'username' && key !== 'email' && key !== 'password') continue
    errors[key] ??= (FIELD_MESSAGES[issue.message] ?? m.account_error_generic)()
  }
  return errors
}

function serverErrors(error: AuthFailure): Errors {
  if (error.status === 429) return { form: m.account_error_rate_limited() }
  switch (error.code) {
    case 'USER_ALREADY_EXISTS':
    case 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL':
      return { email: m.account_error_email_taken() }
    case 'INVALID_EMAIL':
      return { email: m.account_error_email_invalid() }
    case 'INVALID_EMAIL_OR_PASSWORD':
      return { form: m.account_error_credentials() }
    case 'PASSWORD_TOO_SHORT':
      return { password: m.account_error_password_short() }
    case 'PASSWORD_TOO_LONG':
      return { password: m.account_error_password_long() }
    default:
      return { form: m.account_error_generic() }
  }
}

function FieldRow({
  name,
  label,
  type,
  autoComplete,
  error,
}: {
  name: Field
  label: string
  type: string
  autoComplete: string
  error?: string
}) {
  const id = `auth-${name}`
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-700">
        {label}
      </label>
      <Input
        controlSize="lg"
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-testid={`auth-${name}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600" data-testid={`auth-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

export function AuthForm({
  mode,
  redirect,
  google,
  onRegistered,
}: {
  mode: 'login' | 'register'
  redirect: string
  google: string | null
  /** Runs once a registration succeeded, before leaving the page (an invite or referral is credited). */
  onRegistered?: () => Promise<void>
}) {
  const navigate = useNavigate()
  const signedIn = useSignedInUser()
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const register = mode === 'register'
  const { login: loginLink, register: registerLink } = siteConfig.account
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    const form = new FormData(e.currentTarget)
    const values = Object.fromEntries(
      ['username', 'email', 'password'].map((k) => [k, String(form.get(k) ?? '')]),
    )
    setBusy(true)
    let result: Awaited<ReturnType<typeof signIn>>
    if (register) {
      const parsed = v.safeParse(RegisterSchema, values)
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.issues))
        setBusy(false)
        return
      }
      result = await signUp(parsed.output.username, parsed.output.email, parsed.output.password)
    } else {
      const parsed = v.safeParse(LoginSchema, values)
      if (!parsed.success) {
        setErrors(fieldErrors(parsed.issues))
        setBusy(false)
        return
      }
      result = await signIn(parsed.output.email, parsed.output.password)
    }
    setBusy(false)
    if (!result.ok) {
      setErrors(serverErrors(result.error))
      return
    }
    setErrors({})
    if (register && onRegistered) await onRegistered()
    void navigate({ href: redirect })
  }
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-2xl bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-gray-900">
          {register ? m.account_register_title() : m.account_login_title()}
        </h1>
        <p className="mt-1 text-sm text-gray-600">
          {register ? m.account_register_subtitle() : m.account_login_subtitle()}
        </p>
        {signedIn ? (
          <p className="mt-4 rounded-md bg-brand-50 p-3 text-sm text-brand-800" data-testid="auth-signed-in">
            {m.account_already_signed_in({ name: signedIn.username || signedIn.email })}
          </p>
        ) : null}
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-6 flex flex-col gap-4">
          {register ? (
            <FieldRow
              name="username"
              label={m.account_username()}
              type="text"
              autoComplete="username"
              error={errors.username}
            />
          ) : null}
          <FieldRow
            name="email"
            label={m.account_email()}
            type="email"
            autoComplete="email"
            error={errors.email}
          />
          <FieldRow
            name="password"
            label={m.account_password()}
            type="password"
            autoComplete={register ? 'new-password' : 'current-password'}
            error={errors.password}
          />
          {errors.form ? (
            <p
              role="alert"
              className="rounded-md bg-red-50 p-3 text-sm text-red-700"
              data-testid="auth-form-error"
            >
              {errors.form}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={busy}
            data-testid="auth-submit"
            className="h-10 rounded-md bg-brand-500 text-sm font-semibold text-white hover:bg-brand-600 disabled:opacity-60"
          >
            {register ? m.account_register_submit() : m.account_login_submit()}
          </button>
        </form>
        {google ? <GoogleButton clientId={google} redirect={redirect} /> : null}
        <p className="mt-6 text-center text-sm text-gray-600">
          {register ? m.account_have_account() : m.account_no_account()}{' '}
          <AppLink
            href={`${register ? loginLink.url : registerLink.url}${redirect === '/' ? '' : `?redirect=${encodeURIComponent(redirect)}`}`}
            localPage
            className="font-semibold text-brand-700 hover:underline"
          >
            {register ? loginLink.name() : registerLink.name()}
          </AppLink>
        </p>
      </div>
    </div>
  )
}
