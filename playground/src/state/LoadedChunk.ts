/** One script the page loaded (a Vite module in dev), as a PerformanceResourceTiming reports it. */
export interface LoadedChunk {
  readonly id: number
  /** Path and query, without the origin. */
  readonly path: string
  /** The file, relative to the repository when recognisable ('plugins/receive/index.ts'). */
  readonly file: string
  /** What it belongs to: 'plugins/receive', 'core/shell', 'ui-kit', 'deps: viem', 'playground'... */
  readonly group: string
  /** Bytes over the wire (headers included; small for a 304). */
  readonly transferSize: number
  /** Bytes of the (transformed) script. */
  readonly decodedBodySize: number
  /** Milliseconds since the page started. */
  readonly startTime: number
}
