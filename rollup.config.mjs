import { existsSync, readdirSync, rmSync } from 'node:fs'
import esbuild from 'rollup-plugin-esbuild'

const plugins = existsSync('plugins')
  ? readdirSync('plugins', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(`plugins/${entry.name}/index.ts`))
      .map((entry) => entry.name)
  : []

/** Every public entry of package.json's exports map; each import() becomes its own chunk. */
export const entries = {
  index: 'entries/gangway.ts',
  react: 'core/react/index.ts',
  networks: 'core/networks/index.ts',
  plugin: 'entries/plugin.ts',
  ...Object.fromEntries(plugins.map((name) => [`plugins/${name}`, `plugins/${name}/index.ts`])),
  server: 'server/index.ts',
  'server/cli': 'server/cli.ts',
}

rmSync('dist', { recursive: true, force: true })

const present = Object.fromEntries(Object.entries(entries).filter(([, file]) => existsSync(file)))

export default {
  input: present,
  external: (id) =>
    /^(react|react-dom|zustand|mitt|viem|@solana|@walletconnect|@reown|@polkadot|sats-connect|@sats-connect|@keplr-wallet|@cosmjs|bip322-js|qrcode|uqr|hono|@hono|@electric-sql|pg|jose|nodemailer|permissionless)(\/|$)/.test(
      id,
    ) || id.startsWith('node:'),
  plugins: [esbuild({ target: 'es2022', jsx: 'automatic', tsconfig: 'tsconfig.json', minify: false })],
  output: {
    dir: 'dist',
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: '.',
    entryFileNames: (chunk) =>
      chunk.isEntry && chunk.name in present ? `${chunk.name}.js` : 'modules/[name].js',
    sourcemap: true,
  },
  treeshake: { moduleSideEffects: false },
}
