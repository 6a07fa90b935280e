// /user/logout: ends the session, then continues as this visitor's guest on the home page.
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { m } from '@/paraglide/messages'
import { signOut } from '../session'

export function LogoutPage() {
  const navigate = useNavigate()
  useEffect(() => {
    let live = true
    void signOut().then(() => {
      if (live) void navigate({ href: '/' })
    })
    return () => {
      live = false
    }
  }, [navigate])
  return (
    <p className="mx-auto max-w-md px-4 py-16 text-center text-gray-600" data-testid="logout-page">
      {m.account_signing_out()}
    </p>
  )
}
