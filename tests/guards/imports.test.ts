import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkFile, findImportViolations, listSources } from './findImportViolations.js'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('import rules of design.md', () => {
  it('hold for every file of core/, ui-kit/, plugins/, entries/ and the sample and fixture plugins', () => {
    expect(listSources(root, 'core').length).toBeGreaterThan(20)
    expect(findImportViolations(root)).toEqual([])
  })

  it.each([
    ['core/a.ts', "import { x } from '../plugins/swaps/index.js'", 'core imports nothing from plugins/'],
    [
      'core/a.ts',
      "import type { X } from '../plugins/eip155/types.js'",
      'core imports nothing from plugins/',
    ],
    [
      'core/x/a.ts',
      "const m = () => import('../../plugins/email/index.js')",
      'core imports nothing from plugins/',
    ],
    ['core/a.ts', "type T = typeof import('../plugins/x/index.js')", 'core imports nothing from plugins/'],
    ['core/a.ts', "export { y } from '../plugins/y/index.js'", 'core imports nothing from plugins/'],
    ['ui-kit/Button.tsx', "import { z } from '../core/index.js'", 'ui-kit imports neither core nor plugins'],
    [
      'ui-kit/Button.tsx',
      "import { z } from '../plugins/a/index.js'",
      'ui-kit imports neither core nor plugins',
    ],
    [
      'plugins/swaps/index.ts',
      "import { api } from '../eip155/index.js'",
      'a plugin never imports another plugin',
    ],
    [
      'plugins/swaps/a.ts',
      "import { x } from '../../core/store/createModalStore.js'",
      'plugins import Gangway only through the public entries',
    ],
    [
      'plugins/swaps/a.ts',
      "import { definePlugin } from '../../core/index.js'",
      'plugins import Gangway only through the public entries',
    ],
    [
      'plugins/swaps/view.tsx',
      "import { Button } from '../../ui-kit/index.js'",
      'plugins import Gangway only through the public entries',
    ],
    [
      'plugins/swaps/api.ts',
      "import { createDirectoryClient } from '../../core/kit/index.js'",
      'plugins import Gangway only through the public entries',
    ],
    [
      'playground/src/plugins/GuestbookView.tsx',
      "import { Button } from '../../../ui-kit/components/Button.js'",
      'plugins import Gangway only through the public entries',
    ],
    [
      'tests/fixtures/createChainPlugin.ts',
      "import type { ChainAdapter } from '../../core/plugin/ChainAdapter.js'",
      'plugins import Gangway only through the public entries',
    ],
    [
      'tests/fixtures/chain.ts',
      "import { x } from '../../core/index.js'\nexport const p = definePlugin(x)",
      'plugins import Gangway only through the public entries',
    ],
    [
      'core/a.ts',
      "import { createPublicClient } from 'viem'",
      'chain SDK viem is imported only inside plugins/eip155',
    ],
    [
      'plugins/swaps/a.ts',
      "import { Connection } from '@solana/web3.js'",
      'chain SDK @solana/web3.js is imported only inside plugins/solana',
    ],
  ])('flag %s importing: %s', (file, text, rule) => {
    expect(checkFile(root, file, text).map((violation) => violation.rule)).toContain(rule)
  })

  it.each([
    ['plugins/eip155/index.ts', "import { createPublicClient } from 'viem'"],
    ['plugins/swaps/index.ts', "import { definePlugin } from '../../entries/plugin.js'"],
    ['plugins/swaps/view.tsx', "import { Button, useGangway } from '../../entries/plugin.js'"],
    ['plugins/swaps/view.test.tsx', "import { GangwayProvider } from '../../core/react/index.js'"],
    ['plugins/swaps/page.tsx', "import { createGangway } from '../../entries/gangway.js'"],
    ['plugins/swaps/net.ts', "import { mainnet } from '../../core/networks/index.js'"],
    ['playground/src/plugins/Guestbook.tsx', "import { Button } from '../../../entries/plugin.js'"],
    ['tests/fixtures/createTestHost.ts', "import { createLogger } from '../../core/log/createLogger.js'"],
    ['plugins/builtins.ts', "const l = () => import('./swaps/index.js')"],
    ['core/a.ts', "import { Button } from '../ui-kit/index.js'"],
  ])('allow %s importing: %s', (file, text) => {
    expect(checkFile(root, file, text)).toEqual([])
  })
})
