import type { Messages } from '../Messages.js'
import { account } from './account.js'
import { buttons } from './buttons.js'
import { connect } from './connect.js'
import { networks } from './networks.js'
import { receive } from './receive.js'
import { shell } from './shell.js'
import { walletconnect } from './walletconnect.js'

/** The German catalogue; a test checks it has every English key. */
export const de: Messages = {
  ...shell,
  ...connect,
  ...account,
  ...networks,
  ...buttons,
  ...receive,
  ...walletconnect,
}
