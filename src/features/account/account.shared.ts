// The signed-in identity as the client sees it (spec §3 "User info"), from get-token.
import * as v from 'valibot'
import type { SubscriptionInfo } from '@/config/subscription'

export type UserInfo = {
  user_id: string
  username: string
  email: string
  /** The session token: send it as `Authorization: token##fingerprint` to /api/*. */
  token: string
  is_guest: boolean
  subscription: SubscriptionInfo
}

/** Registration form: the username shown in the menu, the email to sign in with, the password. */
export const RegisterSchema = v.object({
  username: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(2, 'username_too_short'),
    v.maxLength(40, 'username_too_long'),
  ),
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('email_required'),
    v.email('email_invalid'),
    v.maxLength(254, 'email_invalid'),
  ),
  password: v.pipe(v.string(), v.minLength(8, 'password_too_short'), v.maxLength(128, 'password_too_long')),
})

export const LoginSchema = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('email_required'),
    v.email('email_invalid'),
    v.maxLength(254, 'email_invalid'),
  ),
  password: v.pipe(v.string(), v.nonEmpty('password_required'), v.maxLength(128, 'password_too_long')),
})

export type RegisterInput = v.InferOutput<typeof RegisterSchema>
export type LoginInput = v.InferOutput<typeof LoginSchema>
