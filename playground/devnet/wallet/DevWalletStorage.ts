/** Where the dev wallet keeps what an extension would keep across reloads (window.localStorage fits). */
export type DevWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
