import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

const platformPackages: Readonly<Record<string, string>> = {
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/** Path of the anvil binary that the npm package @foundry-rs/anvil installed for this platform. */
export function anvilBinaryPath(): string {
  const require = createRequire(import.meta.url)
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  const candidates: string[] = []
  if (platformPackage) {
    try {
      candidates.push(require.resolve(`${platformPackage}/bin/${binary}`))
    } catch {}
  }
  try {
    const wrapper = require.resolve('@foundry-rs/anvil/package.json')
    candidates.push(wrapper.replace(/package\.json$/, binary))
  } catch {}
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found)
    throw new Error(
      `No anvil binary for ${process.platform}-${process.arch}: run npm install (package @foundry-rs/anvil)`,
    )
  return found
}
