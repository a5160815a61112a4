import type { PlaygroundSettings } from './PlaygroundSettings.js'
import { themeVariables } from './themeVariables.js'

const value = (item: unknown): string =>
  typeof item === 'string'
    ? `'${item}'`
    : Array.isArray(item)
      ? `[${item.map(value).join(', ')}]`
      : String(item)

/** 'Gangway Devnet A' → 'devnetA', 'Ethereum' → 'ethereum'. */
const identifier = (name: string): string =>
  name
    .replace(/^Gangway /, '')
    .split(/\W+/)
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : `${word.charAt(0).toUpperCase()}${word.slice(1)}`,
    )
    .join('')

/** The createGangway call a host would write for the current settings, as shown on the stage. */
export function hostCode(settings: PlaygroundSettings, networkNames: readonly string[]): string {
  const namespaces = new Set(settings.networks.map((id) => id.split(':')[0]))
  const plugins = [
    namespaces.has('eip155') ? 'eip155' : undefined,
    namespaces.has('solana') ? 'solana' : undefined,
    namespaces.has('cosmos') ? 'cosmos' : undefined,
    namespaces.has('bip122') ? 'bip122' : undefined,
    namespaces.has('polkadot') ? 'polkadot' : undefined,
    'walletConnect',
    namespaces.has('eip155') ? 'createNamesPlugin()' : undefined,
    settings.siwx === 'off' ? undefined : 'siwxPlugin',
    settings.guestbook ? 'guestbook' : undefined,
  ].filter((name) => name !== undefined)
  const features = Object.entries(settings.features)
    .filter(([, item]) => item !== undefined)
    .map(([key, item]) => `${key}: ${value(item)}`)
  const theme = Object.entries(themeVariables(settings)).map(([key, item]) => `'${key}': ${value(item)}`)
  const lines = [
    `  networks: [${networkNames.map(identifier).join(', ')}],`,
    features.length > 0 ? `  features: { ${features.join(', ')} },` : undefined,
    `  plugins: [${plugins.join(', ')}],`,
    settings.siwx === 'off' ? undefined : `  siwx: { required: ${settings.siwx === 'required'} },`,
    settings.basic ? '  basic: true,' : undefined,
    settings.remoteConfig ? undefined : '  remoteConfig: false,',
    `  themeMode: '${settings.themeMode}',`,
    `  themeVariables: {\n${theme.map((entry) => `    ${entry},`).join('\n')}\n  },`,
    `  locale: '${settings.locale}',`,
  ].filter((line) => line !== undefined)
  return `const gangway = createGangway({\n${lines.join('\n')}\n})`
}
