import { useMemo, useSyncExternalStore } from 'react'
import { loadedChunks } from '../state/chunkRecorder.js'
import type { LoadedChunk } from '../state/LoadedChunk.js'
import { formatBytes } from './formatBytes.js'
import { ScrollRegion } from './ScrollRegion.js'

interface Group {
  readonly name: string
  readonly chunks: readonly LoadedChunk[]
  readonly transfer: number
  readonly decoded: number
  readonly first: number
  readonly last: number
}

/** Which scripts the page loaded and how big they are (PerformanceObserver 'resource' entries), by plugin or part. */
export function ChunksPanel() {
  const chunks = useSyncExternalStore(loadedChunks.subscribe, loadedChunks.get)
  const groups = useMemo(() => {
    const byName = new Map<string, LoadedChunk[]>()
    for (const chunk of chunks) byName.set(chunk.group, [...(byName.get(chunk.group) ?? []), chunk])
    return [...byName.entries()]
      .map(
        ([name, list]): Group => ({
          name,
          chunks: list,
          transfer: list.reduce((sum, chunk) => sum + chunk.transferSize, 0),
          decoded: list.reduce((sum, chunk) => sum + chunk.decodedBodySize, 0),
          first: Math.min(...list.map((chunk) => chunk.startTime)),
          last: Math.max(...list.map((chunk) => chunk.startTime)),
        }),
      )
      .sort((a, b) => b.last - a.last)
  }, [chunks])
  const latest = chunks.at(-1)?.startTime ?? 0
  const recent = chunks.slice(-12).reverse()
  return (
    <>
      <p className="pg-hint">
        In the dev server every module is its own script, so a plugin's chunk is its group of modules. Newest
        first; groups that grew in the last 3 s are highlighted.
      </p>
      <ScrollRegion>
        <table className="pg-table" aria-label="Loaded chunks" data-testid="chunk-groups">
          <colgroup>
            <col />
            <col className="pg-col-num" />
            <col className="pg-col-num" />
            <col className="pg-col-num" />
          </colgroup>
          <thead>
            <tr>
              <th>Part</th>
              <th className="pg-num">Files</th>
              <th className="pg-num">Wire</th>
              <th className="pg-num">Size</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr
                key={group.name}
                className={latest - group.last < 3000 && group.first > 2000 ? 'pg-new' : undefined}
                data-testid="chunk-group"
                data-group={group.name}
              >
                <td>
                  <code className="pg-nowrap">{group.name}</code>
                </td>
                <td className="pg-num">{group.chunks.length}</td>
                <td className="pg-num">{formatBytes(group.transfer)}</td>
                <td className="pg-num">{formatBytes(group.decoded)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="pg-subhead">Last loaded</p>
      <ScrollRegion>
        <table className="pg-table" aria-label="Last loaded scripts">
          <colgroup>
            <col />
            <col className="pg-col-num" />
            <col className="pg-col-num" />
          </colgroup>
          <tbody>
            {recent.map((chunk) => (
              <tr key={chunk.id}>
                <td>
                  <code className="pg-nowrap" title={chunk.file}>
                    {chunk.file}
                  </code>
                </td>
                <td className="pg-num">{formatBytes(chunk.decodedBodySize)}</td>
                <td className="pg-num">{(chunk.startTime / 1000).toFixed(1)} s</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  )
}
