import { readFileSync } from 'node:fs'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'

/** publint's errors and warnings for a packed tarball, one line each (suggestions left out). */
export async function publintProblems(tarball: string): Promise<string[]> {
  const bytes = readFileSync(tarball)
  const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer
  const { messages, pkg } = await publint({ pack: { tarball: data }, level: 'warning' })
  return messages
    .filter((message) => message.type !== 'suggestion')
    .map((message) => `${message.type} ${message.code}: ${formatMessage(message, pkg, { color: false })}`)
}
