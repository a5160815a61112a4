// Each page: its entry, how to find its connect button, its connect modal and the dev wallet's entry in it.
// Finders are function sources run inside the page by probe.mjs (h: visible, deep, text helpers).

export const walletName = 'Gangway Dev Wallet'
const walletText = `(h, modal) => h.text(modal, /^\\s*${walletName}\\s*$/)`

export const widgets = {
  react: {
    label: 'React only (baseline)',
    entry: 'pages/react.tsx',
    packages: ['react', 'react-dom'],
    finders: { button: `(h) => document.getElementById('connect')` },
  },
  gangway: {
    label: 'Gangway',
    entry: 'pages/gangway.tsx',
    packages: [],
    finders: {
      button: `(h) => document.querySelector('#root button.gwb')`,
      modal: `(h) => document.querySelector('gangway-modal')?.shadowRoot?.querySelector('[role=dialog]') ?? null`,
      wallet: walletText,
      // All Wallets is a windowed grid: its scroller carries data-columns, each tile is an li[data-index].
      rows: `(h) => [...(h.deep(document.querySelector('gangway-modal')?.shadowRoot, '[data-columns]')?.querySelectorAll('li[data-index]') ?? [])].sort((a, b) => a.dataset.index - b.dataset.index)`,
      scroller: `(h) => h.deep(document.querySelector('gangway-modal')?.shadowRoot, '[data-columns]')`,
    },
    clickWallet: (tab) =>
      tab
        .getByRole('button', { name: new RegExp(walletName) })
        .first()
        .click(),
    allWallets: (tab) =>
      tab
        .getByRole('button', { name: /All Wallets/i })
        .first()
        .click(),
    searchBox: (tab) => tab.getByRole('searchbox').first(),
  },
  appkit: {
    label: 'Reown AppKit',
    entry: 'pages/appkit.tsx',
    packages: ['@reown/appkit', '@reown/appkit-adapter-wagmi', 'wagmi', 'viem', '@tanstack/react-query'],
    finders: {
      button: `(h) => h.deep(document.querySelector('appkit-button')?.shadowRoot, 'wui-connect-button')`,
      modal: `(h) => document.querySelector('w3m-modal')?.shadowRoot?.querySelector('[data-testid=w3m-modal-card]') ?? null`,
      wallet: `(h, modal) => h.deep(modal, '[data-testid="wallet-selector-dev.gangway.wallet"]')`,
      rows: `(h) => h.deepAll(document.querySelector('w3m-modal')?.shadowRoot, 'w3m-all-wallets-list-item')`,
      scroller: `(h) => h.deep(document.querySelector('w3m-modal')?.shadowRoot, 'w3m-all-wallets-list')`,
    },
    clickWallet: (tab) => tab.locator('[data-testid="wallet-selector-dev.gangway.wallet"]').first().click(),
    allWallets: (tab) => tab.locator('[data-testid="all-wallets"]').first().click(),
    searchBox: (tab) => tab.locator('wui-search-bar input').first(),
  },
  rainbowkit: {
    label: 'RainbowKit',
    entry: 'pages/rainbowkit.tsx',
    packages: ['@rainbow-me/rainbowkit', 'wagmi', 'viem', '@tanstack/react-query'],
    finders: {
      button: `(h) => document.querySelector('[data-testid=rk-connect-button]')`,
      modal: `(h) => document.querySelector('[role=dialog][aria-modal=true]')`,
      wallet: `(h, modal) => modal?.querySelector('[data-testid="rk-wallet-option-dev.gangway.wallet"]') ?? null`,
    },
    clickWallet: (tab) => tab.locator('[data-testid="rk-wallet-option-dev.gangway.wallet"]').first().click(),
    noWalletList: 'no directory list: a fixed list of popular wallets plus the installed ones',
  },
  connectkit: {
    label: 'ConnectKit',
    entry: 'pages/connectkit.tsx',
    packages: ['connectkit', 'wagmi', 'viem', '@tanstack/react-query'],
    finders: {
      button: `(h) => document.querySelector('#root button')`,
      modal: `(h) => document.querySelector('#__CONNECTKIT__ [role=dialog]')`,
      wallet: walletText,
    },
    clickWallet: (tab) => tab.locator('#__CONNECTKIT__ button', { hasText: walletName }).first().click(),
    noWalletList:
      "no directory list: 'Other Wallets' shows WalletConnect's QR code and a fixed list of wallets",
  },
}
