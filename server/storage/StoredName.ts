/** A registered profile name (the full name, suffix included) and the address it resolves to. */
export interface StoredName {
  readonly name: string
  readonly address: string
  readonly coinType: number
  readonly attributes: Readonly<Record<string, string>>
  readonly message: string
  readonly signature: string
  readonly registeredAt: number
  readonly updatedAt: number
}
