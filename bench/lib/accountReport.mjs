// The "Account view" section of bench/results.md and the `account` key of bench/results.json, written by
// `npm run bench:account` and kept as they are when `npm run bench` rewrites the widget figures.
import { keepResultsSection, writeResultsSection } from './resultsSection.mjs'

const HEADING = '## Account view with 500 tokens and 2,000 activity items'

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const figure = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
const spread = (values) => {
  const list = values.filter((value) => typeof value === 'number')
  if (list.length === 0) return 'n/a'
  return `${figure(median(list))} (${figure(Math.min(...list))}–${figure(Math.max(...list))})`
}

/** Medians and ranges of the runs, and whether each goal is met (first rows within 100 ms when cached, no dropped frame). */
export function summarizeAccount(runs, goals) {
  const of = (field) => runs.map((run) => run[field])
  const scroll = (field, key) => runs.map((run) => run[field]?.[key])
  const times = [
    'tokensUncached',
    'activityUncached',
    'tokensCached',
    'activityCached',
    'tokensCachedAfterAll',
    'activityCachedAfterAll',
  ]
  const summary = Object.fromEntries(
    times.map((field) => [field, { median: median(of(field)), text: spread(of(field)) }]),
  )
  for (const field of ['tokensScroll', 'activityScroll'])
    summary[field] = {
      dropped: median(scroll(field, 'dropped')),
      text: `${spread(scroll(field, 'dropped'))} of ${figure(median(scroll(field, 'frames')) ?? 0)}`,
      over16_7: spread(scroll(field, 'over16_7')),
      longest: spread(scroll(field, 'longestFrame')),
      taskPerFrame: spread(scroll(field, 'taskMsPerFrame')),
      complete: runs.every((run) => run[field]?.complete === true),
      rows: median(scroll(field, 'rows')),
    }
  summary.cachedMet = [
    'tokensCached',
    'activityCached',
    'tokensCachedAfterAll',
    'activityCachedAfterAll',
  ].every((field) => (summary[field].median ?? Number.POSITIVE_INFINITY) <= goals.cachedFirstRowMs)
  summary.scrollMet = ['tokensScroll', 'activityScroll'].every(
    (field) => summary[field].dropped === 0 && summary[field].complete,
  )
  return summary
}

/** The section as Markdown (from the figures bench/account.mjs collects). */
export function renderAccountSection(figures) {
  const { machine, settings, summary: s, goals } = figures
  const mark = (ok) => (ok ? 'met' : '**missed**')
  const cached = (field) => mark((s[field].median ?? Number.POSITIVE_INFINITY) <= goals.cachedFirstRowMs)
  const frames = (field) => mark(s[field].dropped === 0 && s[field].complete)
  return [
    HEADING,
    '',
    `Measured by \`npm run bench:account\` (bench/account.mjs) on ${figures.date.slice(0, 10)} (${figures.date}), Gangway commit ${figures.commit}${figures.uncommittedChanges ? ' with uncommitted changes' : ''}; ${settings.runs} runs, each in a new browser context. Machine: ${machine.nproc} cores, ${machine.cpu}, Node ${machine.node}, Chromium ${machine.chromium}, React ${machine.react}. Load average (1/5/15 min) before ${machine.loadBefore.join(' / ')}, after ${machine.loadAfter.join(' / ')}${machine.loadBefore[0] >= 1.5 ? ": other engineers' work shared the 2 cores" : ''}.`,
    '',
    `Gangway only: none of the peers has an Account view with tokens and activity lists to compare (AppKit's activity list needs its cloud API, which is offline here; RainbowKit and ConnectKit show no token or activity list). The page (bench/pages/account.tsx) is the quick start with eip155, built like the other pages, its blockchain API on the bench server (bench/lib/accountApi.mjs): ${settings.tokenCount} tokens from the balance endpoint (each with its own SVG icon) and ${settings.historyCount.toLocaleString('en-US')} transactions from the history endpoint, paged ${settings.pageSize} by ${settings.pageSize} by cursor as the real server does (so the Activity list loads ${settings.historyCount / settings.pageSize} pages while it is scrolled). The wallet (bench/pages/accountWallet.ts) is an EIP-1193 provider announced by EIP-6963 that answers the connection's calls only (no wallet_getAssets, so the tokens come from the API). A time runs from the trusted click's event timestamp to the first animation frame in which the list's first row is laid out in view. Scrolling: the list's scroller is moved ${settings.pxPerFrame} px every animation frame until it is at its end with every row loaded; a frame is dropped when it is longer than 1.5 × the frame budget measured idle just before (the "over 16.7 ms" column counts every frame longer than 17.2 ms).`,
    '',
    '| measure | median (min–max), ms or frames | goal | |',
    '| --- | ---: | --- | --- |',
    `| Tokens, uncached: click on the account button → the Account view (Tokens is its first tab; its code and the balance are fetched) → first row | ${s.tokensUncached.text} | | |`,
    `| Activity, uncached: tab chosen → first row (its code and the first page fetched) | ${s.activityUncached.text} | | |`,
    `| Tokens, cached (the second choice) → first row | ${s.tokensCached.text} | ≤ ${goals.cachedFirstRowMs} ms | ${cached('tokensCached')} |`,
    `| Activity, cached (the second choice, first page loaded) → first row | ${s.activityCached.text} | ≤ ${goals.cachedFirstRowMs} ms | ${cached('activityCached')} |`,
    `| Tokens, cached, chosen again after both lists were scrolled to the end → first row | ${s.tokensCachedAfterAll.text} | ≤ ${goals.cachedFirstRowMs} ms | ${cached('tokensCachedAfterAll')} |`,
    `| Activity, cached with all ${settings.historyCount.toLocaleString('en-US')} loaded, chosen again → first row | ${s.activityCachedAfterAll.text} | ≤ ${goals.cachedFirstRowMs} ms | ${cached('activityCachedAfterAll')} |`,
    `| dropped frames scrolling Tokens to the end (${s.tokensScroll.rows} rows) | ${s.tokensScroll.text} | 0 | ${frames('tokensScroll')} |`,
    `| dropped frames scrolling Activity to the end (${s.activityScroll.rows} rows with the month headings, pages loaded on the way) | ${s.activityScroll.text} | 0 | ${frames('activityScroll')} |`,
    `| frames over 16.7 ms scrolling Tokens / Activity | ${s.tokensScroll.over16_7} / ${s.activityScroll.over16_7} | | |`,
    `| longest frame scrolling Tokens / Activity, ms | ${s.tokensScroll.longest} / ${s.activityScroll.longest} | | |`,
    `| main-thread busy time per scrolled frame, Tokens / Activity, ms (TaskDuration over the scroll ÷ frames: every task, the probe's own included; less sensitive to the machine's load than frame times) | ${s.tokensScroll.taskPerFrame ?? 'n/a'} / ${s.activityScroll.taskPerFrame ?? 'n/a'} | | |`,
    '',
    ...(figures.notes.length ? [...figures.notes.map((note) => `- ${note}`), ''] : []),
  ].join('\n')
}

/** Writes `figures` as results.json's `account` key and the Account view section of results.md (both kept otherwise). */
export function writeAccountResults(benchDir, figures) {
  writeResultsSection(benchDir, {
    key: 'account',
    heading: HEADING,
    figures,
    section: renderAccountSection(figures),
  })
}

/** For `npm run bench`, which rewrites both files: the function returned puts the account figures back. */
export const keepAccountResults = (benchDir) => keepResultsSection(benchDir, 'account', writeAccountResults)
