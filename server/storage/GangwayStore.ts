import type { AnalyticsEvent } from '../analytics/AnalyticsEvent.js'
import type { Project } from '../Project.js'
import type { AuthStore } from './AuthStore.js'
import type { Database } from './Database.js'
import type { NameStore } from './NameStore.js'
import type { SiwxStore } from './SiwxStore.js'
import type { StoredImage } from './StoredImage.js'
import type { WalletEdit } from './WalletEdit.js'

/** What the server keeps in its database, as typed operations. */
export interface GangwayStore {
  readonly db: Database
  readonly projects: {
    list(): Promise<Project[]>
    /** Makes the stored projects exactly `projects` (the configuration wins). */
    replaceAll(projects: readonly Project[]): Promise<void>
    /** Stores one project (added, or its settings replaced). */
    put(project: Project): Promise<void>
  }
  readonly analytics: {
    /** Stores the events in one transaction; an event id already stored for its project is skipped. */
    insert(events: readonly AnalyticsEvent[]): Promise<void>
    /** Stored events of a project (undefined: of every project), oldest first (in the order they were stored). */
    list(projectId: string | undefined, options?: { readonly limit?: number }): Promise<AnalyticsEvent[]>
    count(projectId?: string): Promise<number>
  }
  readonly wallets: {
    edits(): Promise<WalletEdit[]>
    /** Changes when any edit or image changes (cheap: compared to see whether to reload). */
    version(): Promise<string>
    put(edit: WalletEdit): Promise<void>
    /** Forgets the edit of `id` (a curated wallet comes back as curated); false when there was none. */
    revert(id: string): Promise<boolean>
  }
  readonly images: {
    /** The ids that have an image stored (the directory asks the database only for those). */
    ids(): Promise<string[]>
    get(id: string): Promise<StoredImage | undefined>
    put(id: string, image: StoredImage): Promise<void>
    remove(id: string): Promise<boolean>
  }
  /** SIWX nonces, sessions and the session token secret. */
  readonly siwx: SiwxStore
  /** The embedded wallet's auth service: users, devices, codes, sessions. */
  readonly auth: AuthStore
  /** Profile names (the name service). */
  readonly names: NameStore
}
