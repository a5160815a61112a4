import type { CaipNetworkId } from '../../entries/plugin.js'
import type { SiwxMessage } from './SiwxMessage.js'

/** Makes the message an account signs on a chain (its nonce from the server). */
export interface SiwxMessenger {
  createMessage(input: {
    readonly chainId: CaipNetworkId
    readonly accountAddress: string
  }): Promise<SiwxMessage>
}
