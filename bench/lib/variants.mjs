// Which Gangway pages to build: eip155 (+ walletconnect when plugins/walletconnect exists), and + solana when plugins/solana exists.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** The optional plugins found in the repo now: present, and whether plugins/builtins.ts (or featureBuiltins.ts) already loads them. */
export function detectPlugins(root) {
  const builtins = ['plugins/builtins.ts', 'plugins/featureBuiltins.ts']
    .filter((file) => existsSync(join(root, file)))
    .map((file) => readFileSync(join(root, file), 'utf8'))
    .join('\n')
  const found = {}
  for (const name of ['walletconnect', 'solana']) {
    const present = existsSync(join(root, `plugins/${name}/index.ts`))
    found[name] = { present, builtin: present && new RegExp(`name:\\s*'${name}'`).test(builtins) }
  }
  return found
}

/**
 * The source of `bench:gangway-variant` for a page with `plugins` (names): a plugin that builtins.ts
 * already lists is left to its trigger (a configured namespace, the modal, a feature), any other has its
 * loader imported from gangway/plugins/<name> and passed in `plugins` as a host would; solana adds a
 * solana network on a loopback RPC.
 */
export function variantSource(plugins, detected) {
  const lines = []
  const extra = []
  const loaders = { walletconnect: 'walletConnect', solana: 'solana' }
  for (const name of plugins)
    if (!detected[name]?.builtin) {
      lines.push(`import { ${loaders[name]} } from 'gangway/plugins/${name}'`)
      extra.push(loaders[name])
    }
  const networks = []
  if (plugins.includes('solana')) {
    lines.push(`import { solanaDevnet } from 'gangway/networks'`)
    networks.push(`{ ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } } }`)
  }
  lines.push(`export const extraPlugins = [${extra.join(', ')}] as never[]`)
  lines.push(`export const extraNetworks = [${networks.join(', ')}] as never[]`)
  return lines.join('\n')
}

/** The Gangway page variants to run, each with the plugins beyond the built-in eip155 it includes. */
export function gangwayVariants(detected) {
  const walletconnect = detected.walletconnect.present ? ['walletconnect'] : []
  const variants = [{ id: 'gangway', plugins: walletconnect }]
  if (detected.solana.present) variants.push({ id: 'gangway-solana', plugins: [...walletconnect, 'solana'] })
  return variants
}
