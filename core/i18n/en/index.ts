import type { Messages } from '../Messages.js'
import { account } from './account.js'
import { buttons } from './buttons.js'
import { connect } from './connect.js'
import { networks } from './networks.js'
import { receive } from './receive.js'
import { shell } from './shell.js'
import { walletconnect } from './walletconnect.js'

/** The English catalogue: one section per part of the UI. */
export const en: Messages = {
  ...shell,
  ...connect,
  ...account,
  ...networks,
  ...buttons,
  ...receive,
  ...walletconnect,
}
