import { createHash } from 'node:crypto'
import type { RelayPublication } from './RelayPublication.js'

/** A message the relay keeps until its ttl runs out. */
export interface StoredMessage extends RelayPublication {
  readonly id: number
  readonly attestation?: string
  readonly expiresAt: number
}

export interface RelayMailbox {
  /** Subscribes a client to a topic; returns the subscription id. */
  subscribe(clientId: string, topic: string): string
  unsubscribe(clientId: string, topic: string): void
  subscriptionId(clientId: string, topic: string): string
  /** Stores a message; returns it with the clients subscribed to its topic (the publisher left out). */
  publish(publication: Omit<RelayPublication, 'publishedAt'> & { readonly attestation?: string }): {
    readonly stored: StoredMessage
    readonly recipients: readonly string[]
  }
  /** Stored, unexpired messages of `topics` that `clientId` neither published nor acknowledged. */
  pending(clientId: string, topics: readonly string[]): StoredMessage[]
  acknowledge(clientId: string, messageId: number): void
  log(): readonly RelayPublication[]
}

const subscriptionId = (clientId: string, topic: string) =>
  createHash('sha256').update(`${topic}${clientId}`).digest('hex')

/** Subscriptions per client, stored messages with their ttl, and which client acknowledged what. */
export function createRelayMailbox(now: () => number = Date.now): RelayMailbox {
  const subscriptions = new Map<string, Set<string>>()
  const messages: StoredMessage[] = []
  const acknowledged = new Map<string, Set<number>>()
  const published: RelayPublication[] = []
  let nextId = now() * 1000

  const topics = (clientId: string) => {
    const set = subscriptions.get(clientId) ?? new Set<string>()
    subscriptions.set(clientId, set)
    return set
  }
  const prune = () => {
    const time = now()
    for (let index = messages.length - 1; index >= 0; index -= 1)
      if (messages[index]!.expiresAt <= time) messages.splice(index, 1)
  }

  return {
    subscribe(clientId, topic) {
      topics(clientId).add(topic)
      return subscriptionId(clientId, topic)
    },
    unsubscribe: (clientId, topic) => void subscriptions.get(clientId)?.delete(topic),
    subscriptionId,
    publish({ attestation, ...publication }) {
      prune()
      const publishedAt = now()
      nextId += 1
      const stored: StoredMessage = {
        ...publication,
        ...(attestation === undefined ? {} : { attestation }),
        publishedAt,
        id: nextId,
        expiresAt: publishedAt + publication.ttl * 1000,
      }
      messages.push(stored)
      published.push({ ...publication, publishedAt })
      const recipients = [...subscriptions]
        .filter(([clientId, set]) => clientId !== publication.clientId && set.has(publication.topic))
        .map(([clientId]) => clientId)
      return { stored, recipients }
    },
    pending(clientId, wanted) {
      prune()
      const done = acknowledged.get(clientId)
      return messages.filter(
        (message) =>
          wanted.includes(message.topic) && message.clientId !== clientId && !done?.has(message.id),
      )
    },
    acknowledge(clientId, messageId) {
      acknowledged.set(clientId, (acknowledged.get(clientId) ?? new Set<number>()).add(messageId))
    },
    log: () => [...published],
  }
}
