import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

const solcVersion = '0.8.37'
const contracts = ['DevToken', 'DevNft', 'DevIdRegistry']
const input = {
  language: 'Solidity',
  sources: Object.fromEntries(
    contracts.map((name) => [
      `${name}.sol`,
      { content: readFileSync(new URL(`./${name}.sol`, import.meta.url), 'utf8') },
    ]),
  ),
  settings: {
    evmVersion: 'cancun',
    optimizer: { enabled: true, runs: 200 },
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
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
for (const name of contracts) {
  const contract = output.contracts[`${name}.sol`][name]
  const fixture = {
    contractName: name,
    compiler: {
      name: 'solc',
      version: solcVersion,
      evmVersion: input.settings.evmVersion,
      optimizer: input.settings.optimizer,
    },
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}`,
  }
  writeFileSync(new URL(`./${name}.json`, import.meta.url), `${JSON.stringify(fixture, null, 2)}\n`)
  console.log(`${name}.json written (solc ${solcVersion}, ${contract.evm.bytecode.object.length / 2} bytes)`)
}
