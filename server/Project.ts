import type { Features } from '../core/types/Features.js'

/** A project as stored and served. */
export interface Project {
  readonly id: string
  readonly allowedOrigins: readonly string[]
  readonly features: Partial<Features>
  readonly analytics: boolean
}
