/** localStorage key: when 'true' the playground installs no Solana wallet (a visitor without one). */
export const solanaWalletHiddenKey = 'gangway-playground-hide-solana-wallet'
