/** A one-time code as stored (only its keyed hash). */
export interface StoredAuthCode {
  readonly id: string
  readonly projectId: string
  readonly email: string
  readonly purpose: 'login' | 'primary' | 'secondary'
  readonly codeHash: string
  readonly userId: string | null
  readonly newEmail: string | null
  readonly deviceHash: string | null
  readonly attempts: number
  readonly createdAt: number
  readonly expiresAt: number
  readonly usedAt: number | null
}
