import type { Identity } from '../../../server/chainData/Identity.js'

/** What GET /v1/identity/{address} answers: the server's Identity. */
export type DevIdentity = Identity
