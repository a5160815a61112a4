import type { Features } from '../core/types/Features.js'

/** A project the server serves, as the host configures it. */
export interface ProjectConfig {
  /** The project id the widget is configured with (`projectId`). */
  readonly id: string
  /** Page origins allowed to use the project (CORS, and GET /projects/v1/origins); patterns as the widget's. */
  readonly allowedOrigins?: readonly string[]
  /** Remote feature flags (GET /appkit/v1/config); the widget's local flags give way to these. */
  readonly features?: Partial<Features>
  /** Whether analytics is on (GET /getAnalyticsConfig; POST /e answers 403 when off). Default true. */
  readonly analytics?: boolean
}
