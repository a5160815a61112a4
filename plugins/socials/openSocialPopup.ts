import { socialTimings } from './socialTimings.js'

/**
 * Opens the empty 600×800 sign-in popup, centred on `win` (to be called in the click, before anything is awaited,
 * so that no popup blocker stops it): the window, or null when the browser refused one.
 */
export function openSocialPopup(win: Window): Window | null {
  const { width, height } = socialTimings
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2))
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2))
  return win.open('', 'gangway-social', `popup=yes,width=${width},height=${height},left=${left},top=${top}`)
}
