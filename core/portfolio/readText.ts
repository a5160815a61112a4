import { portfolioLimits } from './portfolioLimits.js'

const CONTROL = /[\p{Cc}\p{Cf}]/gu

/** A display string from an answer: trimmed, control and bidi characters removed, cut to `max`; undefined when empty or not a string. */
export function readText(value: unknown, max: number = portfolioLimits.maxText): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value
    .slice(0, max * 4)
    .replace(CONTROL, '')
    .trim()
    .slice(0, max)
  return text === '' ? undefined : text
}
