const varint = (value: bigint): number[] => {
  const bytes: number[] = []
  let rest = value
  while (rest > 127n) {
    bytes.push(Number(rest & 127n) | 128)
    rest >>= 7n
  }
  bytes.push(Number(rest))
  return bytes
}

const field = (tag: number, bytes: Uint8Array): number[] =>
  bytes.length === 0 ? [] : [(tag << 3) | 2, ...varint(BigInt(bytes.length)), ...bytes]

/** The protobuf SignDoc (body_bytes, auth_info_bytes, chain_id, account_number) a direct signature covers. */
export function directSignBytes(doc: {
  readonly bodyBytes: Uint8Array
  readonly authInfoBytes: Uint8Array
  readonly chainId: string
  readonly accountNumber: bigint
}): Uint8Array {
  return Uint8Array.from([
    ...field(1, doc.bodyBytes),
    ...field(2, doc.authInfoBytes),
    ...field(3, new TextEncoder().encode(doc.chainId)),
    ...(doc.accountNumber === 0n ? [] : [4 << 3, ...varint(doc.accountNumber)]),
  ])
}
