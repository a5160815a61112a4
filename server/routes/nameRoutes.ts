import type { AppDeps } from '../app/AppDeps.js'
import type { Route } from '../app/Route.js'
import { errorResponse } from '../http/errorResponse.js'
import { jsonResponse } from '../http/jsonResponse.js'
import { readCappedText } from '../http/readCappedText.js'
import { nameLabel } from '../names/nameLabel.js'
import { readNameRegistration } from '../names/readNameRegistration.js'
import { createEip155Verifier } from '../sessions/createEip155Verifier.js'
import type { StoredName } from '../storage/StoredName.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MAX_BODY = 8 * 1024
const MAX_REVERSE = 20
const SUGGESTIONS = 5
const VERIFY_DEADLINE_MS = 15_000

const profile = (entry: StoredName) => ({
  name: entry.name,
  registered: entry.registeredAt,
  updated: entry.updatedAt,
  addresses: { [String(entry.coinType)]: { address: entry.address, created: entry.registeredAt } },
  attributes: entry.attributes,
})

/**
 * The name service (spec section 7): GET /api/v1/profile/account/{name}, /reverse/{address}, /suggestions/{name};
 * POST /api/v1/profile/account with the owner's EIP-191 signature of the JSON message { name, attributes, timestamp },
 * checked here (contract and undeployed smart accounts through the chain's RPC URL), the name kept in the database.
 */
export function nameRoutes(deps: AppDeps): Route[] {
  const { suffix, store, maxClockSkewSeconds } = deps.names
  const verify = createEip155Verifier(deps.names.rpcUrls)
  return [
    {
      method: 'GET',
      path: '/api/v1/profile/account/:name',
      async handle(c) {
        const label = nameLabel(decodeURIComponent(c.req.param('name') ?? ''), suffix)
        const entry = label && (await store.get(`${label}${suffix}`))
        return entry ? jsonResponse(profile(entry)) : errorResponse(404, 'Name not found')
      },
    },
    {
      method: 'GET',
      path: '/api/v1/profile/reverse/:address',
      async handle(c) {
        const address = c.req.param('address') ?? ''
        if (!ADDRESS.test(address)) return errorResponse(400, 'Invalid address')
        return jsonResponse((await store.byAddress(address, MAX_REVERSE)).map(profile))
      },
    },
    {
      method: 'GET',
      path: '/api/v1/profile/suggestions/:name',
      async handle(c) {
        const zone = c.req.query('zone')
        if (zone !== undefined && zone !== suffix.replace(/^\./, ''))
          return errorResponse(400, `Unknown zone: names here end in ${suffix}`)
        const raw = decodeURIComponent(c.req.param('name') ?? '')
          .toLowerCase()
          .replace(/[^a-z0-9-]/g, '')
          .slice(0, 59)
        if (raw.length === 0) return jsonResponse({ suggestions: [] })
        const base = raw.padEnd(4, '0')
        const candidates = [
          ...new Set([base, ...Array.from({ length: SUGGESTIONS + 3 }, (_, i) => `${base}${i + 1}`)]),
        ]
        const full = candidates.map((label) => `${label}${suffix}`)
        const taken = await store.taken(full)
        const [wanted, ...others] = full
        const free = others.filter((name) => !taken.has(name)).slice(0, SUGGESTIONS - 1)
        return jsonResponse({
          suggestions: [
            { name: wanted, registered: taken.has(wanted!) },
            ...free.map((name) => ({ name, registered: false })),
          ],
        })
      },
    },
    {
      method: 'POST',
      path: '/api/v1/profile/account',
      async handle(c) {
        let body: unknown
        try {
          body = JSON.parse(await readCappedText(c.req.raw, MAX_BODY))
        } catch (error) {
          if (error instanceof SyntaxError) return errorResponse(400, 'Expected a JSON object')
          throw error
        }
        const registration = readNameRegistration(body, suffix)
        if ('reason' in registration) return errorResponse(400, registration.reason)
        const now = Date.now()
        if (Math.abs(now / 1000 - registration.timestamp) > maxClockSkewSeconds)
          return errorResponse(400, 'Message expired: sign a new one')
        const signal = AbortSignal.any([c.req.raw.signal, AbortSignal.timeout(VERIFY_DEADLINE_MS)])
        let valid = false
        try {
          valid = await verify({ ...registration, signal })
        } catch (error) {
          deps.logger.warn(`names: a signature could not be checked: ${String(error)}`)
          valid = false
        }
        if (!valid) return errorResponse(401, 'Invalid signature')
        const entry: StoredName = {
          name: registration.name,
          address: registration.address,
          coinType: registration.coinType,
          attributes: registration.attributes,
          message: registration.message,
          signature: registration.signature,
          registeredAt: now,
          updatedAt: now,
        }
        if (!(await store.put(entry))) return errorResponse(409, 'Name is already registered')
        return jsonResponse(profile((await store.get(entry.name)) ?? entry))
      },
    },
  ]
}
