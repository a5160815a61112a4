import { it } from 'vitest'
import { startDevnet as before } from '/work/main/playground/devnet/startDevnet.js'
import { startDevnet as after } from '/work/wt-swaps/playground/devnet/startDevnet.js'

it('times', async () => {
  const times: Record<string, number[]> = { before: [], after: [] }
  for (let i = 0; i < 6; i += 1)
    for (const [name, start] of [
      ['before', before],
      ['after', after],
    ] as const) {
      const started = performance.now()
      const devnet = await start()
      times[name]!.push(Math.round(performance.now() - started))
      await devnet.stop()
    }
  console.log('COMPARE', JSON.stringify(times))
}, 300_000)
