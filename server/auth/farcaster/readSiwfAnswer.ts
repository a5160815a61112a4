import { AuthRefusal } from '../AuthRefusal.js'

const SIGNATURE = /^0x[0-9a-fA-F]{130}$/
const USERNAME = /^[a-z0-9][a-z0-9.-]{0,63}$/
const MAX_MESSAGE_CHARS = 4_096

/**
 * The Farcaster app's answer to a channel, checked for shape only (the signature is verified after): the SIWF
 * message, its 65-byte signature, the fid it claims and the app's username for it (fname or ENS form, optional).
 */
export function readSiwfAnswer(body: Record<string, unknown>) {
  const { message, signature, fid, username } = body
  if (typeof message !== 'string' || message.length === 0 || message.length > MAX_MESSAGE_CHARS)
    throw new AuthRefusal(400, 'Invalid message')
  if (typeof signature !== 'string' || !SIGNATURE.test(signature))
    throw new AuthRefusal(400, 'Invalid signature')
  const id = typeof fid === 'string' && /^\d{1,15}$/.test(fid) ? Number(fid) : fid
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw new AuthRefusal(400, 'Invalid fid')
  if (username !== undefined && (typeof username !== 'string' || !USERNAME.test(username)))
    throw new AuthRefusal(400, 'Invalid username')
  return { message, signature: signature as `0x${string}`, fid: id, username: username as string | undefined }
}
