import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// React 18.3 (installed as react-18 / react-dom-18) runs the React tests again beside React 19.
const react18Modules = resolve(process.env.GANGWAY_REACT18_MODULES ?? 'node_modules')
const react18Tests = [
  'tests/react18/*.test.ts',
  'core/react/*.test.tsx',
  'core/shell/*.test.tsx',
  'ui-kit/components/*.test.tsx',
  'plugins/connect/ConnectView.test.tsx',
  'plugins/connect/AllWalletsView.test.tsx',
  'plugins/account/AccountView.test.tsx',
]
const react18: TestProjectInlineConfiguration[] = existsSync(`${react18Modules}/react-18/package.json`)
  ? [
      {
        resolve: {
          alias: [
            { find: /^react(\/.*)?$/, replacement: `${react18Modules}/react-18$1` },
            { find: /^react-dom(\/.*)?$/, replacement: `${react18Modules}/react-dom-18$1` },
          ],
        },
        test: {
          name: 'react18',
          include: react18Tests,
          environment: 'node',
          testTimeout: 10_000,
          env: { GANGWAY_REACT18_MODULES: react18Modules },
          setupFiles: ['tests/react18/resolveReact18.ts'],
          server: { deps: { inline: ['zustand'] } },
        },
      },
    ]
  : []
if (react18.length === 0)
  console.warn(`[gangway] react-18 is not installed in ${react18Modules}: the React 18 project is skipped`)

// Most test files wait (on Chromium, anvil, servers, timers) more than they compute: two files at a time
// on two cores. Vitest's default is one fewer worker than cores, which is one file at a time on CI.
const workers = Number(process.env.GANGWAY_TEST_WORKERS) || 2

export default defineConfig({
  test: {
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'ui-kit/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 10_000,
          // The unit files share a worker's module cache (each file's own environment and mocks still apply):
          // importing React, viem and the kernel once a worker instead of once a file halves the project's time
          // (194 -> 90 s on 2 cores). A file must leave no global behind (vi.unstubAllGlobals, timers restored).
          isolate: false,
          setupFiles: ['tests/resetAfterFile.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/**/*.test.{ts,tsx}', 'playground/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'tests/react18/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // As in the unit project: a worker's module cache is shared across files (viem, WalletConnect, the
          // server and PGlite imported once a worker), 1,000+ -> 755 s on 2 cores. Each file still starts and
          // stops its own servers, chains and Chromium.
          isolate: false,
          setupFiles: ['tests/resetAfterFile.ts'],
        },
      },
      {
        test: {
          name: 'types',
          typecheck: {
            enabled: true,
            only: true,
            include: ['**/*.test-d.ts'],
            tsconfig: 'tsconfig.json',
          },
        },
      },
      ...react18,
    ],
  },
})
