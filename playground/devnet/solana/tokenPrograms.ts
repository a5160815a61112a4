/** The SPL Token and Token-2022 program ids, whose accounts the local RPC parses for jsonParsed. */
export const tokenPrograms = {
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  token2022: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
} as const
