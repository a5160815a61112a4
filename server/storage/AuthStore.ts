import type { AuthAccount } from '../auth/AuthAccount.js'
import type { StoredAuthCode } from './StoredAuthCode.js'
import type { StoredAuthUser } from './StoredAuthUser.js'

/** The auth service's tables (migration 4): users, devices, codes, mails sent, device links, sessions. */
export interface AuthStore {
  /** The service's secret: the configured one wins; else made once and kept in the database. */
  secret(configured?: string): Promise<string>
  readonly users: {
    byEmail(projectId: string, email: string): Promise<StoredAuthUser | undefined>
    byId(id: string): Promise<StoredAuthUser | undefined>
    /** The user of `email` in the project, made when there is none. */
    ensure(projectId: string, email: string, now: number): Promise<StoredAuthUser>
    /** Sets the accounts and key blob once: false when the user has a blob already. */
    setKeys(id: string, accounts: readonly AuthAccount[], keyBlob: string): Promise<boolean>
    /** Changes the e-mail: false when another user of the project has it. */
    setEmail(id: string, email: string): Promise<boolean>
  }
  readonly devices: {
    isApproved(userId: string, deviceHash: string): Promise<boolean>
    approve(userId: string, deviceHash: string, now: number): Promise<void>
  }
  readonly codes: {
    insert(code: Omit<StoredAuthCode, 'attempts' | 'usedAt'>): Promise<void>
    /** The newest code sent to `email` for `purpose` (older ones no longer count). */
    latest(
      projectId: string,
      email: string,
      purpose: StoredAuthCode['purpose'],
    ): Promise<StoredAuthCode | undefined>
    /** Counts one attempt unless `max` were made: the attempt's number, or undefined when none is left. */
    takeAttempt(id: string, max: number): Promise<number | undefined>
    /** Marks the code used: false when it was used already (a replay, or a concurrent attempt won). */
    use(id: string, now: number): Promise<boolean>
  }
  readonly mails: {
    record(projectId: string, email: string, kind: string, now: number): Promise<void>
    /** Send times (ms) of mails of `kinds` to `email` since `since`, newest first. */
    since(projectId: string, email: string, since: number, kinds: readonly string[]): Promise<number[]>
  }
  readonly links: {
    insert(tokenHash: string, userId: string, deviceHash: string, expiresAt: number): Promise<void>
    /** Uses an unexpired, unused link once: its user and device, else undefined. */
    use(tokenHash: string, now: number): Promise<{ userId: string; deviceHash: string } | undefined>
    /** Whether an unused, unexpired link exists (the approve page shows its button only then). */
    isOpen(tokenHash: string, now: number): Promise<boolean>
  }
  readonly sessions: {
    insert(
      tokenHash: string,
      userId: string,
      deviceHash: string,
      now: number,
      expiresAt: number,
    ): Promise<void>
    get(tokenHash: string, now: number): Promise<{ userId: string; deviceHash: string } | undefined>
    remove(tokenHash: string): Promise<void>
  }
}
