import { stringToHex } from '@polkadot/util'
import { ConnectionError, connectBeforeRequest, walletReturnedNoSignature } from '../../entries/plugin.js'
import { answerWithin } from './answerWithin.js'
import type { PolkadotApi } from './PolkadotApi.js'
import type { PolkadotRuntime } from './PolkadotRuntime.js'
import { toPolkadotError } from './toPolkadotError.js'

const signatureShape = /^0x([0-9a-f]{128}|[0-9a-f]{130})$/i

const signatureOf = (value: unknown) => {
  try {
    const signature = (value as { signature?: unknown } | undefined)?.signature
    return typeof signature === 'string' && signatureShape.test(signature)
      ? signature.toLowerCase()
      : undefined
  } catch {
    return undefined
  }
}

/** The polkadot actions that need @polkadot/util, loaded on first use: sign a message. */
export function createPolkadotActions(runtime: PolkadotRuntime): Pick<PolkadotApi, 'signMessage'> {
  return {
    async signMessage({ message, address }) {
      const connection = runtime.connection()
      if (!connection)
        throw new ConnectionError(connectBeforeRequest, { details: 'No polkadot wallet is connected' })
      const signer = address ?? connection.address
      if (!connection.accounts.some((account) => account.address === signer))
        throw toPolkadotError({ code: 4100, message: `${signer} is not an account of ${connection.name}` })
      const { wallet } = connection
      let answered: { readonly value: unknown } | undefined
      try {
        answered = await answerWithin(() => {
          if (wallet.kind === 'remote')
            return wallet.provider.request({
              method: 'polkadot_signMessage',
              params: { address: signer, message, data: stringToHex(message), type: 'bytes' },
            })
          const { signRaw } = wallet.injected.signer
          if (typeof signRaw !== 'function')
            throw toPolkadotError({ code: 4200, message: 'signRaw is not supported' })
          return signRaw({ address: signer, data: stringToHex(message), type: 'bytes' })
        }, runtime.requestTimeoutMs)
      } catch (error) {
        throw toPolkadotError(error)
      }
      const signature = answered && signatureOf(answered.value)
      if (!signature)
        throw new ConnectionError(walletReturnedNoSignature, {
          details: answered
            ? `${connection.name} answered without a signature`
            : `${connection.name} did not answer within ${Math.round(runtime.requestTimeoutMs / 1000)} s`,
        })
      return signature
    },
  }
}
