import { web3Enable, web3FromSource } from '@polkadot/extension-dapp'
import { answerWithin } from './answerWithin.js'
import { failure } from './failure.js'
import type { PolkadotInjected } from './PolkadotInjected.js'

/**
 * Enables the extensions with @polkadot/extension-dapp's web3Enable(appName) and returns the injected API of
 * `source`; a source missing from the answer refused (extension-dapp swallows each extension's error).
 */
export async function enableExtension(
  source: string,
  appName: string,
  ms: number,
  signal: AbortSignal | undefined,
): Promise<PolkadotInjected> {
  const enabled = await answerWithin(() => web3Enable(appName), ms, signal)
  if (!enabled) throw failure('failed', `${source} did not answer within ${Math.round(ms / 1000)} s`)
  if (!enabled.value.some((extension) => extension.name === source))
    throw failure('rejected', `${source} did not allow this site`)
  return (await web3FromSource(source)) as unknown as PolkadotInjected
}
