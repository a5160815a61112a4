import { originMatches } from '../core/config/originMatches.js'
import { unsafeWalletMethods } from '../core/rpc/unsafeWalletMethods.js'
import { FRAME_REQUESTS } from '../plugins/email/protocol/FRAME_REQUESTS.js'
import type { FrameUser } from '../plugins/email/protocol/FrameUser.js'
import { readFrameEnvelope } from '../plugins/email/protocol/readFrameEnvelope.js'
import { APPROVAL_TIMEOUT_MS } from './APPROVAL_TIMEOUT_MS.js'
import { createAuthClient } from './createAuthClient.js'
import { describeApproval } from './describeApproval.js'
import type { FrameRpcRequest } from './FrameRpcRequest.js'
import { handleRpc } from './handleRpc.js'
import type { KeyVault } from './KeyVault.js'
import { openKeyVault } from './openKeyVault.js'
import { showApproval } from './showApproval.js'
import { toBase64Url } from './toBase64Url.js'

const STORE = {
  device: 'gangway-frame:device',
  token: 'gangway-frame:token',
  accountType: 'gangway-frame:preferredAccountType',
}
const ACCOUNT_TYPES = new Set(['eoa', 'smartAccount'])
const KNOWN = new Set<string>(FRAME_REQUESTS)
// gangway_signUserOperation: the embedded smart account's user operation, hashed and shown here before its owner signs.
const NEEDS_APPROVAL = new Set<string>([...unsafeWalletMethods, 'gangway_signUserOperation'])
const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 })

interface SessionAnswer {
  readonly user: {
    readonly email: string | null
    readonly accounts: readonly { namespace: string; address: string }[]
  }
  readonly keyBlob: string | null
  readonly keyShare: string
}

const parentOriginOf = (win: Window): string | undefined => {
  const ancestor = win.location.ancestorOrigins?.[0]
  if (ancestor) return ancestor
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : undefined
  } catch {
    return undefined
  }
}

const chainOf = (value: unknown): number | undefined => {
  const text = typeof value === 'string' && value.startsWith('eip155:') ? value.slice(7) : value
  const id =
    typeof text === 'number'
      ? text
      : typeof text === 'string' && /^\d+$/.test(text)
        ? Number(text)
        : Number.NaN
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : undefined
}

/**
 * The secure frame: answers the widget's requests, and only its parent's (the page that framed it, whose origin
 * the project allows): every other message is ignored. The keys live in this window's memory; at rest only the
 * auth service's encrypted blob and this origin's session token exist. Replies go to the parent's origin only.
 */
export async function startFrame(win: Window): Promise<void> {
  if (win.parent === win) return
  const params = new URL(win.location.href).searchParams
  const projectId = params.get('projectId') ?? ''
  const logger = params.get('logger') === 'true'
  const apiBase = win.location.pathname.replace(/\/frame\/?$/, '')
  const parentOrigin = parentOriginOf(win)
  if (!projectId || !parentOrigin) return
  const origins: { allowedOrigins?: unknown } = await fetch(
    `${apiBase}/directory/projects/v1/origins?projectId=${encodeURIComponent(projectId)}`,
  ).then((response) => (response.ok ? response.json() : {}))
  const allowed = Array.isArray(origins.allowedOrigins)
    ? origins.allowedOrigins.filter((origin): origin is string => typeof origin === 'string')
    : []
  if (!originMatches(parentOrigin, allowed)) {
    if (logger) console.warn(`[gangway frame] ${parentOrigin} is not an allowed origin of ${projectId}`)
    return
  }
  const post = createAuthClient(apiBase, projectId)
  const storage = win.localStorage
  let deviceId = storage.getItem(STORE.device)
  if (!deviceId || !/^[A-Za-z0-9_-]{16,128}$/.test(deviceId)) {
    deviceId = toBase64Url(crypto.getRandomValues(new Uint8Array(24)))
    storage.setItem(STORE.device, deviceId)
  }
  let chainId = chainOf(params.get('chainId')) ?? 1
  let pendingEmail: string | undefined
  let email: string | null = null
  let userName: string | undefined
  let farcasterUrl: string | undefined
  let vault: KeyVault | undefined
  let restoring: Promise<KeyVault | undefined> | undefined
  let approval: AbortController | undefined
  const tell = (type: string, payload: unknown) =>
    win.parent.postMessage({ gangwayFrame: 1, type: `@gangway-frame/${type}`, payload }, parentOrigin)
  const approve = async (keys: KeyVault, chain: number, request: FrameRpcRequest) => {
    if (approval) throw new Error('Another request is waiting for approval')
    const controller = new AbortController()
    approval = controller
    const deadline = win.setTimeout(() => controller.abort(), APPROVAL_TIMEOUT_MS)
    try {
      const description = await describeApproval(request, chain, {
        evm: keys.evm.address,
        solana: keys.solanaAddress,
      })
      const approved =
        !controller.signal.aborted &&
        (await showApproval(win.document, description, {
          signal: controller.signal,
          onHeight: (height) => tell('FRAME_HEIGHT', { height }),
        }))
      if (!approved) throw rejected()
    } finally {
      win.clearTimeout(deadline)
      approval = undefined
    }
  }

  const open = async (session: SessionAnswer) => {
    const opened = await openKeyVault(session.keyShare, session.keyBlob)
    if (opened.created) {
      const accounts = [
        { namespace: 'eip155', address: opened.evm.address },
        { namespace: 'solana', address: opened.solanaAddress },
      ]
      await post('keys', { accounts, keyBlob: opened.blob }, storage.getItem(STORE.token))
    }
    email = session.user.email
    vault = opened
    return opened
  }
  const restore = () => {
    restoring ??= (async () => {
      const token = storage.getItem(STORE.token)
      if (!token) return undefined
      try {
        return await open(await post<SessionAnswer>('session', {}, token))
      } catch (error) {
        if (error instanceof Error && /Session expired|Not signed in/.test(error.message))
          storage.removeItem(STORE.token)
        throw error
      }
    })().finally(() => {
      restoring = undefined
    })
    return restoring
  }
  const signedIn = async () => {
    const keys = vault ?? (await restore())
    if (!keys) throw new Error('Not connected to email or social')
    return keys
  }
  // Spec section 9: the eip155 account is a smart account unless the visitor chose the EOA (kept on this origin).
  const preferredType = (keys: KeyVault): FrameUser['preferredAccountType'] =>
    storage.getItem(`${STORE.accountType}:${keys.evm.address}`) === 'eoa' ? 'eoa' : 'smartAccount'
  const user = (keys: KeyVault): FrameUser => ({
    email,
    address: keys.evm.address,
    chainId,
    accounts: [
      { address: keys.evm.address, type: 'eoa', namespace: 'eip155' },
      { address: keys.solanaAddress, type: 'eoa', namespace: 'solana' },
    ],
    preferredAccountType: preferredType(keys),
    smartAccountDeployed: false,
    ...(userName ? { userName } : {}),
    ...(farcasterUrl ? { farcasterUrl } : {}),
  })
  const payloadOf = (payload: unknown): Record<string, unknown> =>
    typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {}

  const handle = async (type: string, payload: Record<string, unknown>): Promise<unknown> => {
    const token = () => storage.getItem(STORE.token)
    switch (type) {
      case 'CONNECT_EMAIL': {
        const answer = await post<{ action: string }>('connect', { email: payload.email, deviceId }, token())
        pendingEmail = typeof payload.email === 'string' ? payload.email : undefined
        return answer
      }
      case 'CONNECT_DEVICE':
        for (;;) {
          const answer = await post<{ action: string }>('device', { email: pendingEmail, deviceId })
          if (answer.action !== 'VERIFY_DEVICE') return answer
        }
      case 'CONNECT_OTP': {
        const answer = await post<SessionAnswer & { token: string }>('otp', {
          email: pendingEmail,
          deviceId,
          otp: payload.otp,
        })
        storage.setItem(STORE.token, answer.token)
        return user(await open(answer))
      }
      case 'GET_SOCIAL_REDIRECT_URI':
        return post('social/start', { provider: payload.provider, returnUrl: payload.returnUrl, deviceId })
      case 'CONNECT_SOCIAL': {
        const answer = await post<SessionAnswer & { token: string; userName: string }>('social/finish', {
          resultUri: payload.uri,
          deviceId,
        })
        storage.setItem(STORE.token, answer.token)
        const keys = await open(answer)
        userName = answer.userName
        farcasterUrl = undefined
        return user(keys)
      }
      case 'GET_FARCASTER_URI':
        return post('farcaster/channel', { deviceId, origin: parentOrigin })
      case 'CONNECT_FARCASTER': {
        const answer = await post<
          SessionAnswer & { state: string; token: string; userName: string; farcasterUrl: string | null }
        >('farcaster/status', { channelToken: payload.channelToken, deviceId })
        if (answer.state !== 'completed') return { state: answer.state }
        storage.setItem(STORE.token, answer.token)
        const keys = await open(answer)
        userName = answer.userName
        farcasterUrl = answer.farcasterUrl ?? undefined
        return { state: 'completed', user: user(keys) }
      }
      case 'GET_USER': {
        const next = chainOf(payload.chainId)
        if (next) chainId = next
        return user(await signedIn())
      }
      case 'IS_CONNECTED':
        try {
          return { isConnected: Boolean(await signedIn()) }
        } catch {
          return { isConnected: false }
        }
      case 'GET_CHAIN_ID':
        return { chainId }
      case 'SWITCH_NETWORK': {
        const next = chainOf(payload.chainId)
        if (!next) throw new Error('Chain is not supported')
        chainId = next
        return { chainId }
      }
      case 'RPC_REQUEST': {
        if (typeof payload.method !== 'string') throw new Error('Invalid params')
        const keys = await signedIn()
        const chain = chainOf(payload.chainId) ?? chainId
        const request = payload as unknown as FrameRpcRequest
        if (NEEDS_APPROVAL.has(payload.method)) await approve(keys, chain, request)
        return handleRpc(keys, chain, request)
      }
      case 'CANCEL_REQUEST':
        approval?.abort()
        return {}
      case 'SIGN_OUT':
        await post('sign-out', {}, token()).catch(() => {})
        storage.removeItem(STORE.token)
        vault = undefined
        email = null
        userName = undefined
        farcasterUrl = undefined
        return {}
      case 'UPDATE_EMAIL':
        return post('email', { email: payload.email }, token())
      case 'UPDATE_EMAIL_PRIMARY_OTP':
        return post('email/primary', { otp: payload.otp }, token())
      case 'UPDATE_EMAIL_SECONDARY_OTP': {
        const answer = await post<{ email: string }>('email/secondary', { otp: payload.otp }, token())
        email = answer.email
        return { newEmail: answer.email }
      }
      case 'SYNC_THEME':
      case 'SYNC_DAPP_DATA':
        return {}
      case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS':
        return { smartAccountEnabledNetworks: [] }
      case 'SET_PREFERRED_ACCOUNT': {
        if (typeof payload.type !== 'string' || !ACCOUNT_TYPES.has(payload.type))
          throw new Error('Invalid params')
        const keys = await signedIn()
        storage.setItem(`${STORE.accountType}:${keys.evm.address}`, payload.type)
        return { type: payload.type, address: keys.evm.address }
      }
      case 'RELOAD':
        vault = undefined
        await restore()
        return {}
      default:
        throw new Error(`${type} is not available in this wallet`)
    }
  }

  win.addEventListener('message', (event: MessageEvent) => {
    if (event.source !== win.parent || event.origin !== parentOrigin) return
    const message = readFrameEnvelope(event.data)
    if (!message?.id || !message.type.startsWith('@gangway-app/')) return
    const type = message.type.slice('@gangway-app/'.length)
    if (!KNOWN.has(type)) return
    const reply = (suffix: string, payload: unknown) =>
      win.parent.postMessage(
        { gangwayFrame: 1, id: message.id, type: `@gangway-frame/${type}${suffix}`, payload },
        parentOrigin,
      )
    handle(type, payloadOf(message.payload)).then(
      (payload) => reply('_SUCCESS', payload),
      (error: unknown) => {
        if (logger) console.error('[gangway frame]', type, error)
        const code = (error as { code?: unknown } | undefined)?.code
        reply('_ERROR', {
          message: error instanceof Error && error.message ? error.message : 'An error occurred',
          ...(typeof code === 'number' ? { code } : {}),
        })
      },
    )
  })
  tell('READY', undefined)
}
