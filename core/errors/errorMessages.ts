import { alertCatalogue } from '../config/alertCatalogue.js'
import * as caip from './messages/caipMessages.js'
import * as chain from './messages/chainMessages.js'
import * as config from './messages/configMessages.js'
import * as connection from './messages/connectionMessages.js'
import * as frame from './messages/frameMessages.js'
import * as names from './messages/namesMessages.js'
import * as notice from './messages/noticeMessages.js'
import * as siwx from './messages/siwxMessages.js'
import * as transaction from './messages/transactionMessages.js'

/**
 * Every message Gangway fails with, by family: the catalogue tests and the UI read. Library code imports
 * the single constants of core/errors/messages/ instead, so a bundle keeps only the messages it throws.
 */
export const errorMessages = {
  alert: alertCatalogue,
  caip,
  chain,
  config,
  connection,
  frame,
  names,
  notice,
  siwx,
  transaction,
} as const
