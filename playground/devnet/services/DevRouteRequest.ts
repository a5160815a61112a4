/** A request as a dev service route sees it. */
export interface DevRouteRequest {
  readonly method: string
  readonly query: URLSearchParams
  /** Absolute URL of the services' base path (for image URLs in answers). */
  readonly baseUrl: string
  readBody(): Promise<string>
}
