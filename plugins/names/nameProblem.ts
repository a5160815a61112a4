import { namesLimits } from './namesLimits.js'

/** Why `label` (a name without its suffix) cannot be registered: too short, a character other than letter, digit or hyphen, too long. */
export function nameProblem(label: string): 'short' | 'characters' | 'long' | undefined {
  if (!/^[a-zA-Z0-9-]*$/.test(label)) return 'characters'
  if (label.length < namesLimits.minLength) return 'short'
  if (label.length > namesLimits.maxLength) return 'long'
  return undefined
}
