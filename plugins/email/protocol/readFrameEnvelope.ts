import type { FrameEnvelope } from './FrameEnvelope.js'

const ID = /^[A-Za-z0-9_-]{16,64}$/
const TYPE = /^@gangway-(app|frame)\/[A-Z_]{2,64}$/

/** `data` when it is a well-formed frame message (marker, type, optional id), else undefined. */
export function readFrameEnvelope(data: unknown): FrameEnvelope | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { gangwayFrame, id, type, payload } = data as Record<string, unknown>
  if (gangwayFrame !== 1 || typeof type !== 'string' || !TYPE.test(type)) return undefined
  if (id !== undefined && (typeof id !== 'string' || !ID.test(id))) return undefined
  return { gangwayFrame: 1, type, ...(id === undefined ? {} : { id }), payload }
}
