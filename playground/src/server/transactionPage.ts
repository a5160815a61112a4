import type { DevChain } from '../../devnet/DevChain.js'

interface RpcTransaction {
  readonly from: string
  readonly to: string | null
  readonly value: string
  readonly nonce: string
  readonly blockNumber: string | null
}

interface RpcReceipt {
  readonly status: string
  readonly gasUsed: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

async function rpc<T>(chain: DevChain, method: string, params: readonly unknown[]): Promise<T | null> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result } = (await response.json()) as { result?: T | null }
  return result ?? null
}

const ether = (wei: bigint) => {
  const whole = wei / 10n ** 18n
  const fraction = (wei % 10n ** 18n).toString().padStart(18, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}

/** The devnet's explorer page of one transaction: what its anvil chain says about it (the devnet has no block explorer). */
export async function transactionPage(
  chain: DevChain,
  hash: string,
): Promise<{ status: number; html: string }> {
  const [transaction, receipt] = await Promise.all([
    rpc<RpcTransaction>(chain, 'eth_getTransactionByHash', [hash]),
    rpc<RpcReceipt>(chain, 'eth_getTransactionReceipt', [hash]),
  ])
  const rows: [string, string][] = transaction
    ? [
        ['Hash', hash],
        ['Chain', `${chain.name} · ${chain.chainId}`],
        ['Status', receipt ? (receipt.status === '0x1' ? 'success' : 'reverted') : 'pending'],
        ['Block', transaction.blockNumber ? String(BigInt(transaction.blockNumber)) : 'pending'],
        ['From', transaction.from],
        ['To', transaction.to ?? 'contract creation'],
        ['Value', `${ether(BigInt(transaction.value))} ETH`],
        ['Nonce', String(BigInt(transaction.nonce))],
        ['Gas used', receipt ? String(BigInt(receipt.gasUsed)) : 'pending'],
      ]
    : [['Hash', hash]]
  const title = transaction ? 'Transaction' : 'Transaction not found'
  const body = rows.map(([key, value]) => `<tr><th scope="row">${key}</th><td>${escapeHtml(value)}</td></tr>`)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title} · ${escapeHtml(chain.name)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:32px;color:#16181d}th{text-align:left;padding:4px 16px 4px 0;color:#555b67}td{font-family:ui-monospace,monospace;word-break:break-all}</style>
</head><body><main><h1>${title}</h1><p>From the local anvil chain ${escapeHtml(chain.name)} (${escapeHtml(chain.rpcUrl)}): the devnet has no block explorer.</p>
<table><tbody>${body.join('')}</tbody></table></main></body></html>`
  return { status: transaction ? 200 : 404, html }
}
