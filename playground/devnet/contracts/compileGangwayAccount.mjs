import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

// GangwayAccount.sol imports @account-abstraction/contracts 0.7 and @openzeppelin/contracts from node_modules: every
// source it reaches is put in the standard-JSON input, so solc (run as DevToken's, by npx) needs no import callback.
const require = createRequire(import.meta.url)
const solcVersion = '0.8.37'
const name = 'GangwayAccount'
const sources = {
  [`${name}.sol`]: { content: readFileSync(new URL(`./${name}.sol`, import.meta.url), 'utf8') },
}
const resolveFrom = (from, path) => {
  if (!path.startsWith('.')) return path
  const base = from.split('/').slice(0, -1)
  for (const part of path.split('/')) {
    if (part === '..') base.pop()
    else if (part !== '.') base.push(part)
  }
  return base.join('/')
}
const pending = [`${name}.sol`]
while (pending.length > 0) {
  const file = pending.pop()
  for (const [, path] of sources[file].content.matchAll(/^import\s+(?:[^"']*from\s+)?["']([^"']+)["'];/gm)) {
    const target = resolveFrom(file, path)
    if (sources[target]) continue
    sources[target] = { content: readFileSync(require.resolve(target), 'utf8') }
    pending.push(target)
  }
}
const input = {
  language: 'Solidity',
  sources,
  settings: {
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { [`${name}.sol`]: { GangwayAccountFactory: ['abi', 'evm.bytecode.object'] } },
  },
}
const stdout = execFileSync('npx', ['-y', `solc@${solcVersion}`, '--standard-json'], {
  input: JSON.stringify(input),
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
const output = JSON.parse(stdout.slice(stdout.indexOf('{')))
const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
if (errors.length > 0) throw new Error(errors.map((entry) => entry.formattedMessage).join('\n'))
const contract = output.contracts[`${name}.sol`].GangwayAccountFactory
const fixture = {
  contractName: 'GangwayAccountFactory',
  compiler: { name: 'solc', version: solcVersion, evmVersion: 'cancun', optimizer: input.settings.optimizer },
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
}
writeFileSync(
  new URL('./GangwayAccountFactory.json', import.meta.url),
  `${JSON.stringify(fixture, null, 2)}\n`,
)
console.log(
  `GangwayAccountFactory.json written (solc ${solcVersion}, ${contract.evm.bytecode.object.length / 2} bytes)`,
)
