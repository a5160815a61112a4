/**
 * The devnet bundler's keys, no dev account's: the executor (0x1c6273AF6B10bf43bF23E99a4aB53dB1f6A45aD4, keccak256 of
 * 'gangway devnet bundler executor') sends the bundles, the utility key (0xb17a2671815D23fcC18C465F86A26D696672F23B,
 * keccak256 of 'gangway devnet bundler utility') deploys the bundler's simulation contracts.
 */
export const devBundlerKeys = {
  executor: '0x71f8fa0cef025fcc3949e4f62c8dd4023c65379a08167c85f9da002ec95d1c1a',
  utility: '0x6d99899ef5dff378ffad8858c2e54c26ac1947740f0a509e4dfa1f29f96ea2f6',
} as const
