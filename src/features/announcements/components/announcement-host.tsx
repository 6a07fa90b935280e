import { useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { openDialog } from '@/components/ui/dialog-store'
import { readStorage, writeStorage } from '@/lib/storage'
import { announcements } from '../../../../app.announcements'
import { dismissalMarker, parseMarker, pickAnnouncement } from '../announcements.shared'

/** Opens the configured announcement modal for the current route, at most once per dismissal. */
export function AnnouncementHost() {
  const { pathname } = useLocation()
  useEffect(() => {
    const announcement = pickAnnouncement(announcements, {
      now: Date.now(),
      routePath: pathname,
      readMarker: (sign) => parseMarker(readStorage(sign)),
    })
    if (!announcement) return
    openDialog({
      type: 'intro',
      title: announcement.title(),
      content: announcement.content(),
      image: announcement.image,
      cancelText: announcement.cancel ? announcement.cancel.text() : undefined,
      jump: announcement.jump ? { text: announcement.jump.text(), url: announcement.jump.url } : undefined,
      onClose: (reason) =>
        writeStorage(announcement.local_sign, JSON.stringify(dismissalMarker(announcement, reason))),
    })
  }, [pathname])
  return null
}
