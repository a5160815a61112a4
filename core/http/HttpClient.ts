/** Query parameters; null and undefined are left out, arrays are comma-joined. */
export type HttpQuery = Readonly<
  Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>
>

/** Per-request options. */
export interface HttpRequestInit {
  readonly signal?: AbortSignal | undefined
  readonly headers?: Readonly<Record<string, string>>
  readonly cache?: RequestCache
  /** Largest body accepted, in bytes; overrides the client's. */
  readonly maxBytes?: number
}

/** A JSON client of one Gangway service (see createHttpClient). */
export interface HttpClient {
  get<T>(path: string, query?: HttpQuery, init?: HttpRequestInit): Promise<T>
  post<T>(path: string, body: unknown, query?: HttpQuery, init?: HttpRequestInit): Promise<T>
}

/** Options of createHttpClient. */
export interface HttpClientOptions {
  readonly baseUrl: string
  readonly projectId?: string | undefined
  readonly sdkType: string
  readonly sdkVersion: string
  readonly fetch?: typeof fetch | undefined
  /** Retries after the first attempt (spec section 9: 3). */
  readonly retries?: number
  /** Largest body accepted, in bytes (default 4 MB); a larger answer fails with kind 'size', unparsed. */
  readonly maxBytes?: number
  /** Timeout of one attempt, body included. */
  readonly timeoutMs?: number
  /** Base of the exponential backoff. */
  readonly retryBaseMs?: number
  /** Waits between retries; injectable so tests run instantly. */
  readonly sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}
