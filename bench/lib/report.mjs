// Turns the runs into figures (summary) and bench/results.md: a table per metric, each peer beside Gangway.
import { writeFileSync } from 'node:fs'
import { groupInputs, sum } from './build.mjs'
import { chromiumArgs } from './measure.mjs'

const median = (values) => {
  const sorted = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b)
  if (sorted.length === 0) return undefined
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Median, min and max of `pick` over `runs`, skipping runs without a number. */
export function stat(runs, pick) {
  const values = runs.map(pick).filter((value) => typeof value === 'number' && Number.isFinite(value))
  if (values.length === 0) return undefined
  return { median: median(values), min: Math.min(...values), max: Math.max(...values), n: values.length }
}

const host = (url) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

const countBy = (items) => {
  const counts = new Map()
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])
}

const shorten = (text) =>
  text
    .replace(/https?:\/\/127\.0\.0\.1:\d+/g, '')
    .replace(/wss?:\/\/([^/?\s]+)[^\s]*/g, 'wss://$1/…')
    .replace(/\s+/g, ' ')
    .slice(0, 160)

/** The figures of one page: sizes, browser-measured JS, timings, script time, heap, offline behaviour, wallet list. */
export function summarize(page) {
  const runs = page.runs
  const fileOf = (path) => page.files[path.split('/').pop()]
  const connectViewSizes = runs
    .filter((run) => run.scriptsAtConnectView)
    .map((run) => ({
      ...sum(run.scriptsAtConnectView.map(fileOf).filter(Boolean)),
      scripts: run.scriptsAtConnectView.length,
    }))
  const errors = runs.flatMap((run) => run.errors)
  const outsideHosts = (phase) => countBy(runs.flatMap((run) => run.outside[phase].map(host)))
  const viewRun = runs.find((run) => run.scriptsAtConnectView)
  return {
    connectViewInputs: viewRun
      ? groupInputs(
          viewRun.scriptsAtConnectView.map((path) => path.split('/').pop()),
          page.fileInputs,
        )
      : undefined,
    sizes: {
      ...page.sizes,
      connectView: connectViewSizes.length
        ? {
            raw: median(connectViewSizes.map((size) => size.raw)),
            gzip: median(connectViewSizes.map((size) => size.gzip)),
            brotli: median(connectViewSizes.map((size) => size.brotli)),
            scripts: median(connectViewSizes.map((size) => size.scripts)),
          }
        : undefined,
    },
    times: {
      buttonVisible: stat(runs, (run) => run.buttonVisible),
      openCold: stat(runs, (run) => run.openCold),
      openHover: stat(runs, (run) => run.hover?.openHover),
      openIntentOnly: stat(runs, (run) => run.intentOnly?.openIntentOnly),
      openDialog: stat(runs, (run) => run.openDialog),
      openScriptsLoaded: stat(runs, (run) => run.openScriptsLoaded),
      openWarm: stat(runs, (run) => run.openWarm),
      reconnect: stat(runs, (run) => run.reconnect),
    },
    script: {
      load: stat(runs, (run) => run.loadScriptMs),
      open: stat(runs, (run) => run.openScriptMs),
      reload: stat(runs, (run) => run.reloadScriptMs),
    },
    heap: {
      load: stat(runs, (run) => run.loadHeap),
      open: stat(runs, (run) => run.openHeap),
    },
    offline: {
      outside: {
        load: stat(runs, (run) => run.outside.load.length),
        open: stat(runs, (run) => run.outside.open.length),
        later: stat(runs, (run) => run.outside.later.length),
      },
      hosts: {
        load: outsideHosts('load').map(([name]) => name),
        open: outsideHosts('open').map(([name]) => name),
        later: outsideHosts('later').map(([name]) => name),
      },
      websockets: stat(runs, (run) => run.websockets.length),
      websocketHosts: countBy(runs.flatMap((run) => run.websockets.map((socket) => host(socket.url)))).map(
        ([name]) => name,
      ),
      pageErrors: stat(runs, (run) => run.errors.filter((error) => error.kind === 'pageerror').length),
      consoleErrors: stat(runs, (run) => run.errors.filter((error) => error.kind === 'console.error').length),
      messages: countBy(errors.map((error) => `${error.kind}: ${shorten(error.text)}`))
        .slice(0, 6)
        .map(([text, count]) => ({ text, count })),
      notes: countBy(runs.flatMap((run) => run.notes)).map(([text, count]) => ({ text, count })),
      runs: runs.length,
    },
    walletList: {
      listShown: stat(page.walletList, (run) => run.listShown),
      searchUpdate: stat(page.walletList, (run) => run.searchUpdate),
      answerShown: stat(page.walletList, (run) => run.answerShown),
      keystrokeTask: stat(page.walletList, (run) => run.keystrokeTaskMs),
      dropped: stat(page.walletList, (run) => run.dropped),
      frames: stat(page.walletList, (run) => run.frames),
      longestFrame: stat(page.walletList, (run) => run.longestFrame),
      frameBudget: stat(page.walletList, (run) => run.frameBudget),
      outside: stat(page.walletList, (run) => run.outside.length),
      hosts: countBy(page.walletList.flatMap((run) => run.outside.map(host))).map(([name]) => name),
      notes: countBy(page.walletList.flatMap((run) => run.notes)).map(([text, count]) => ({ text, count })),
      runs: page.walletList.length,
    },
  }
}

const kib = (bytes) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1))
const ms = (value) => (value === undefined ? '–' : value >= 100 ? value.toFixed(0) : value.toFixed(1))
const fmt = (figure, unit = ms) =>
  figure === undefined ? 'n/a' : `${unit(figure.median)} (${unit(figure.min)}–${unit(figure.max)})`
const ratio = (ours, theirs) =>
  ours === undefined || theirs === undefined || theirs <= 0
    ? '–'
    : ours / theirs >= 10
      ? `${(ours / theirs).toFixed(0)}×`
      : `${(ours / theirs).toFixed(ours / theirs < 0.1 ? 3 : 2)}×`

/** A markdown table: `columns` are [header, (page) => cell]; a ratio column per Gangway variant when `value` is given. */
function table(pages, gangways, columns, value) {
  const headers = [
    'page',
    ...columns.map(([header]) => header),
    ...(value ? gangways.map((g) => `${g.label} ÷ page`) : []),
  ]
  const lines = [
    `| ${headers.join(' | ')} |`,
    `|${headers.map((_, index) => (index ? '---:' : '---')).join('|')}|`,
  ]
  for (const page of pages) {
    const cells = [page.label, ...columns.map(([, cell]) => cell(page))]
    if (value)
      for (const gangway of gangways)
        cells.push(
          page.id.startsWith('gangway') || page.id === 'react' ? '' : ratio(value(gangway), value(page)),
        )
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

const list = (items) => (items.length ? items.join(', ') : 'none')

const reactGroups = new Set(['react', 'react-dom', 'scheduler'])

/** Inputs by group as a table, React (the baseline every page carries) folded into one first line. */
function breakdown(inputs, total, gzipTotal) {
  const react = Object.entries(inputs)
    .filter(([group]) => reactGroups.has(group))
    .reduce((bytes, [, value]) => bytes + value, 0)
  const rows = [['react + react-dom + scheduler (the baseline)', react]]
  for (const entry of Object.entries(inputs)) if (!reactGroups.has(entry[0])) rows.push(entry)
  const lines = ['| group | minified KiB | share | ≈ gzip KiB |', '|---|---:|---:|---:|']
  for (const [group, bytes] of rows.slice(0, 18))
    lines.push(
      `| ${group} | ${kib(bytes)} | ${((bytes / total) * 100).toFixed(1)}% | ${kib((bytes / total) * gzipTotal)} |`,
    )
  const rest = rows.slice(18).reduce((bytes, [, value]) => bytes + value, 0)
  if (rest > 0)
    lines.push(
      `| ${rows.length - 18} more | ${kib(rest)} | ${((rest / total) * 100).toFixed(1)}% | ${kib((rest / total) * gzipTotal)} |`,
    )
  return lines.join('\n')
}

/** Writes results.md from the output of main (each page with its summary). */
export function writeReport(path, output) {
  const pages = output.pages
  const base = pages.find((page) => page.id === 'react')
  const gangways = pages.filter((page) => page.id.startsWith('gangway'))
  const peers = pages.filter((page) => !page.id.startsWith('gangway') && page.id !== 'react')
  const beyond = (page, pick) => {
    const ours = pick(page)
    const theirs = pick(base)
    return ours === undefined || theirs === undefined ? undefined : ours - theirs
  }
  const s = (page) => page.summary
  const median = (figure) => figure?.median
  const { machine, versions, settings } = output
  const roundsRan = Math.max(...pages.map((page) => page.runs.length))
  const variantsRan = gangways.map((page) =>
    page.plugins.length ? `${page.id} (eip155 + ${page.plugins.join(' + ')})` : `${page.id} (eip155)`,
  )
  const out = []
  out.push('# Gangway against the widgets it replaces')
  out.push('')
  out.push(
    `Measured by \`npm run bench\` (bench/run.mjs) on ${output.date.slice(0, 10)} (${output.date}); wall time ${Math.round(output.wallMs / 1000)} s. Raw figures: [results.json](results.json).`,
  )
  out.push('')
  out.push(
    `Machine: ${machine.nproc} cores (nproc), ${machine.cpu}, ${machine.memoryGiB} GiB memory, ${machine.platform}, Node ${machine.node}, Chromium ${machine.chromium} (headless, Debian). Load average before the run ${machine.loadBefore.map((value) => value.toFixed(2)).join(' / ')}, after ${machine.loadAfter.map((value) => value.toFixed(2)).join(' / ')} (1/5/15 min): other engineers' tests shared the machine, which is what the alternation of pages is for.`,
  )
  out.push('')
  out.push(
    `Gangway pages that ran: ${variantsRan.join(', ')}. plugins/walletconnect ${settings.plugins.walletconnect.present ? `exists${settings.plugins.walletconnect.builtin ? ' (listed in builtins.ts)' : ' (passed in plugins)'}` : 'did not exist'}; plugins/solana ${settings.plugins.solana.present ? `exists${settings.plugins.solana.builtin ? ' (listed in builtins.ts)' : ' (passed in plugins)'}` : 'did not exist, so the "+ solana" page was not built'} when this run started.`,
  )
  for (const note of output.notes) out.push(`\n- ${note}`)
  out.push('')
  out.push(
    '"X ÷ page" columns: Gangway\'s figure divided by that page\'s, for the sizes beyond the React baseline (below 1 means Gangway is smaller or faster). Times are medians of the runs with the range (min–max) in brackets.',
  )

  const main = gangways[0]
  if (main) {
    out.push(`\n## Headline: ${main.label} ÷ each peer (below 1: Gangway is smaller or faster)\n`)
    const rows = [
      ['JS at page start, gzip beyond React', (page) => beyond(page, (p) => s(p).sizes.initial.gzip)],
      [
        'JS to show the Connect view, gzip beyond React',
        (page) => beyond(page, (p) => s(p).sizes.connectView?.gzip ?? s(p).sizes.initial.gzip),
      ],
      ['all JS, gzip beyond React', (page) => beyond(page, (p) => s(p).sizes.total.gzip)],
      ['navigation → connect button', (page) => median(s(page).times.buttonVisible)],
      ['click → Connect view (cold, no hint)', (page) => median(s(page).times.openCold)],
      ['click → Connect view (cold, pointer resting 100 ms)', (page) => median(s(page).times.openHover)],
      [
        "click → Connect view (cold, no hint; Gangway with prefetch: 'intent', no idle prefetch)",
        (page) =>
          median(page.id.startsWith('gangway') ? s(page).times.openIntentOnly : s(page).times.openCold),
      ],
      ['click → Connect view (warm)', (page) => median(s(page).times.openWarm)],
      ['reload → reconnected account', (page) => median(s(page).times.reconnect)],
      ['script time, page load', (page) => median(s(page).script.load)],
      [
        'JS heap after opening, beyond React',
        (page) => beyond(page, (p) => median(s(p).heap.open ?? s(p).heap.load)),
      ],
      ['outside requests before any click', (page) => median(s(page).offline.outside.load)],
    ]
    out.push(`| metric | ${peers.map((page) => page.label).join(' | ')} |`)
    out.push(`|---|${peers.map(() => '---:').join('|')}|`)
    for (const [name, pick] of rows) {
      const ours = pick(main)
      out.push(
        `| ${name} | ${peers
          .map((page) => {
            const theirs = pick(page)
            if (name.startsWith('outside')) return `${ours ?? '–'} vs ${theirs ?? '–'}`
            return ratio(ours, theirs)
          })
          .join(' | ')} |`,
      )
    }
  }

  out.push('\n## Sizes (KiB, minified; gzip -9 and brotli -11 per file)\n')
  out.push('### JS at page start (entry chunk + its static imports, from the esbuild metafile)\n')
  out.push(
    table(
      pages,
      gangways,
      [
        ['raw', (page) => kib(s(page).sizes.initial.raw)],
        ['gzip', (page) => kib(s(page).sizes.initial.gzip)],
        ['brotli', (page) => kib(s(page).sizes.initial.brotli)],
        ['gzip beyond React', (page) => kib(beyond(page, (p) => s(p).sizes.initial.gzip))],
        ['brotli beyond React', (page) => kib(beyond(page, (p) => s(p).sizes.initial.brotli))],
      ],
      (page) => beyond(page, (p) => s(p).sizes.initial.gzip),
    ),
  )
  out.push(
    '\n### JS loaded until the Connect view shows (measured in Chromium: scripts requested from navigation until the first frame showing the modal with the dev wallet in it)\n',
  )
  out.push(
    table(
      pages.filter((page) => page.id !== 'react'),
      gangways,
      [
        ['scripts', (page) => String(s(page).sizes.connectView?.scripts ?? '–')],
        ['raw', (page) => kib(s(page).sizes.connectView?.raw)],
        ['gzip', (page) => kib(s(page).sizes.connectView?.gzip)],
        ['brotli', (page) => kib(s(page).sizes.connectView?.brotli)],
        [
          'gzip beyond React',
          (page) => kib(beyond(page, (p) => s(p).sizes.connectView?.gzip ?? s(p).sizes.initial.gzip)),
        ],
      ],
      (page) => beyond(page, (p) => s(p).sizes.connectView?.gzip ?? s(p).sizes.initial.gzip),
    ),
  )
  out.push('\n### All JS the page can load (every chunk)\n')
  out.push(
    table(
      pages,
      gangways,
      [
        ['chunks', (page) => String(s(page).sizes.chunks)],
        ['raw', (page) => kib(s(page).sizes.total.raw)],
        ['gzip', (page) => kib(s(page).sizes.total.gzip)],
        ['brotli', (page) => kib(s(page).sizes.total.brotli)],
        ['gzip beyond React', (page) => kib(beyond(page, (p) => s(p).sizes.total.gzip))],
        ['CSS gzip', (page) => kib(s(page).sizes.css.gzip)],
      ],
      (page) => beyond(page, (p) => s(p).sizes.total.gzip),
    ),
  )

  out.push(`\n## Speed (ms; ${roundsRan} runs per page, pages alternated run by run)\n`)
  const timing = [
    ['Navigation → connect button visible', (page) => s(page).times.buttonVisible],
    [
      'Click → Connect view visible, first open (cold, no hint before the click)',
      (page) => s(page).times.openCold,
    ],
    [
      'Click → Connect view visible, first open (cold, the pointer resting on the button 100 ms before the click)',
      (page) => s(page).times.openHover,
    ],
    [
      "Click → Connect view visible, first open (cold, no hint), Gangway with prefetch: 'intent' (no fetch of its first open's code when the page is idle; the peers' figure is their cold one)",
      (page) => (page.id.startsWith('gangway') ? s(page).times.openIntentOnly : s(page).times.openCold),
    ],
    ['Click → Connect view visible, reopen (warm)', (page) => s(page).times.openWarm],
    [
      'Reload → reconnected account shown (dev wallet authorised, navigation start to the address in the button)',
      (page) => s(page).times.reconnect,
    ],
  ]
  for (const [title, pick] of timing) {
    out.push(`### ${title}\n`)
    out.push(
      table(pages, gangways, [['median (min–max)', (page) => fmt(pick(page))]], (page) => median(pick(page))),
    )
    out.push('')
  }
  out.push('### Inside the first open (ms after the click, medians)\n')
  out.push(
    table(
      pages.filter((page) => page.id !== 'react'),
      gangways,
      [
        ['dialog visible (any content)', (page) => fmt(s(page).times.openDialog)],
        [
          'last script loaded (fetched after the click)',
          (page) =>
            s(page).times.openScriptsLoaded?.max === 0
              ? 'none fetched'
              : fmt(s(page).times.openScriptsLoaded),
        ],
        ['Connect view with the dev wallet visible', (page) => fmt(s(page).times.openCold)],
      ],
    ),
  )
  out.push(
    '\nWhen the Connect view comes long after the dialog and its last script, the time goes to rendering or waiting, not to loading.\n',
  )
  out.push('### Main-thread script time (CDP Performance.getMetrics ScriptDuration, ms)\n')
  out.push(
    table(
      pages,
      gangways,
      [
        ['page load until the network settles', (page) => fmt(s(page).script.load)],
        ['click until the modal settles', (page) => fmt(s(page).script.open)],
        ['reload with reconnect, until settled', (page) => fmt(s(page).script.reload)],
      ],
      (page) => median(s(page).script.load),
    ),
  )
  out.push('\nThe ratio column compares the page-load script time.\n')
  out.push('### JS heap after the modal opened (MiB, after a forced GC; CDP JSHeapUsedSize)\n')
  const mib = (bytes) => (bytes === undefined ? '–' : (bytes / 1024 ** 2).toFixed(2))
  out.push(
    table(
      pages,
      gangways,
      [
        ['after page load', (page) => fmt(s(page).heap.load, mib)],
        ['after the modal opened', (page) => fmt(s(page).heap.open ?? s(page).heap.load, mib)],
        ['beyond React', (page) => mib(beyond(page, (p) => median(s(p).heap.open ?? s(p).heap.load)))],
      ],
      (page) => beyond(page, (p) => median(s(p).heap.open ?? s(p).heap.load)),
    ),
  )

  out.push(`\n## Wallet list under load (${settings.walletCount.toLocaleString('en')} directory wallets)\n`)
  out.push(
    `Gangway's AllWallets against ${settings.directory}. List shown: from the click on All Wallets to the first frame showing five of its rows (a list that fades in counts from the frame after the one that first paints it: the main thread holds a compositor fade at opacity 0 for frames after the screen shows it). Search: one keystroke ("7") in the search box, from the keydown event to the first frame whose first row matches; Gangway's search waits ${300} ms (the spec's debounce) before it asks the directory, and that wait is included. Directory answer → updated list: from the end of the search's answer (Resource Timing responseEnd) to the first frame whose first row matches; at most one frame budget (16.7 ms) means the answer is shown in the first frame after it arrives, negative that the list showed matches before the directory answered. Main-thread time per keystroke: Chromium's TaskDuration from the keystroke until the list settled (1.5 s window), less the same window idle just before and less the probe's own check of the first row in every frame until the answer shows (measured idle): every task the keystroke caused (input, filtering, rendering, parsing the answer, loading the images of the new rows). Scrolling: the list is scrolled by 50 px every animation frame for 3 s (about 3,000 px/s, so new pages load on the way); a frame is dropped when it is longer than 1.5 × the frame budget measured while idle just before.`,
  )
  out.push('')
  const listPages = pages.filter((page) => page.id !== 'react')
  out.push(
    table(listPages, gangways, [
      ['runs', (page) => String(s(page).walletList.runs || '–')],
      ['open All Wallets → list shown', (page) => fmt(s(page).walletList.listShown)],
      ['keystroke → updated list', (page) => fmt(s(page).walletList.searchUpdate)],
      ['directory answer → updated list', (page) => fmt(s(page).walletList.answerShown)],
      ['main-thread time per keystroke', (page) => fmt(s(page).walletList.keystrokeTask)],
      [
        'dropped frames while scrolling',
        (page) =>
          s(page).walletList.dropped
            ? `${fmt(s(page).walletList.dropped, (value) => value.toFixed(0))} of ${ms(median(s(page).walletList.frames))}`
            : 'n/a',
      ],
      ['longest frame', (page) => fmt(s(page).walletList.longestFrame)],
      [
        'why not measured',
        (page) =>
          page.noWalletList ??
          (s(page).walletList.notes.length
            ? `${s(page)
                .walletList.notes.map((note) => note.text)
                .join(
                  '; ',
                )}${s(page).walletList.outside?.median ? ` (offline: ${s(page).walletList.outside.median} requests to ${list(s(page).walletList.hosts)} aborted during the run; its wallet directory is a cloud service)` : ''}`
            : ''),
      ],
    ]),
  )

  out.push(
    '\n## Offline behaviour (every non-loopback request aborted by page.route; WebSockets fail, no network)\n',
  )
  out.push(
    'Requests to outside hosts are medians per run, by phase: page load before any click (before consent), opening the modal, and connecting + reloading.\n',
  )
  out.push(
    table(pages, gangways, [
      ['at page load', (page) => ms(median(s(page).offline.outside.load))],
      ['on open', (page) => ms(median(s(page).offline.outside.open))],
      ['connect + reload', (page) => ms(median(s(page).offline.outside.later))],
      ['WebSockets', (page) => ms(median(s(page).offline.websockets))],
      ['page errors', (page) => ms(median(s(page).offline.pageErrors))],
      ['console errors', (page) => ms(median(s(page).offline.consoleErrors))],
      [
        'hosts',
        (page) =>
          list([
            ...new Set([
              ...s(page).offline.hosts.load,
              ...s(page).offline.hosts.open,
              ...s(page).offline.hosts.later,
              ...s(page).offline.websocketHosts.map((name) => `${name} (ws)`),
            ]),
          ]),
      ],
    ]),
  )
  out.push('')
  for (const page of pages) {
    const offline = s(page).offline
    if (offline.messages.length === 0 && offline.notes.length === 0) continue
    out.push(`- **${page.label}**:`)
    for (const note of offline.notes)
      out.push(`  - run note (${note.count}/${offline.runs} runs): ${note.text}`)
    for (const message of offline.messages)
      out.push(`  - ${message.count}× \`${message.text.replace(/`/g, "'")}\``)
  }

  out.push("\n## What Gangway's page-start JS is made of\n")
  for (const page of gangways) {
    const total = Object.values(page.initialInputs).reduce((a, b) => a + b, 0)
    out.push(
      `${page.label}: esbuild metafile inputs of the page-start chunks, grouped by package or top-level folder (minified bytes; gzip shares are proportional estimates of the ${kib(s(page).sizes.initial.gzip)} KiB gzip).\n`,
    )
    out.push(breakdown(page.initialInputs, total, s(page).sizes.initial.gzip))
    out.push('')
  }
  for (const page of gangways) {
    const inputs = s(page).connectViewInputs
    if (!inputs) continue
    const total = Object.values(inputs).reduce((a, b) => a + b, 0)
    out.push(
      `${page.label}: the JS loaded until the Connect view shows (${s(page).sizes.connectView.scripts} scripts, ${kib(s(page).sizes.connectView.gzip)} KiB gzip), by package or folder.\n`,
    )
    out.push(breakdown(inputs, total, s(page).sizes.connectView.gzip))
    out.push('')
  }
  out.push("### The peers' page-start JS, largest packages (minified KiB)\n")
  for (const page of peers)
    out.push(
      `- ${page.label}: ${Object.entries(page.initialInputs)
        .slice(0, 8)
        .map(([group, bytes]) => `${group} ${kib(bytes)}`)
        .join(', ')}`,
    )

  out.push('\n## How it was measured\n')
  out.push(
    [
      `- Host pages (bench/pages/) follow each project's quick start: a Connect button and the provider tree, a dummy project id (\`0123…cdef\`), the two devnet chains (anvil, eip155:31337 and 31338) as the only networks. The React page (a button and nothing else) is the baseline subtracted from every "beyond React" figure.`,
      `- One esbuild configuration for all pages: ${JSON.stringify({ bundle: true, splitting: true, format: 'esm', platform: 'browser', target: 'es2022', minify: true, define: settings.esbuild.define })}. The only polyfill is \`global\` → \`globalThis\`, for every page. React is resolved once per page from bench/node_modules. Gangway comes from the repo's sources (\`gangway\` → entries/gangway.ts, \`gangway/react\` → core/react), commit ${versions.gangway.commit}${versions.gangway.uncommittedChanges ? ' with uncommitted changes in core/plugins/ui-kit/entries at the time of the run' : ''}.`,
      '- The dev wallet (playground/devnet/wallet: createDevWalletProvider + announceDevWallet, EIP-6963 and window.ethereum, auto-approve) is bundled as its own classic script loaded before each page, standing in for a browser extension; it is left out of every size.',
      `- Each run of a page is a new browser context (no cache, no storage; the server answers no-store): load, click the button (cold open), Escape, reopen (warm), connect the dev wallet from the modal, reload and wait for the address (reconnect). Times are performance.now() at the first animation frame where the condition holds (an init script polls every frame; shadow roots included: AppKit's modal is \`w3m-modal\` → \`[data-testid=w3m-modal-card]\`, Gangway's \`gangway-modal\` → \`[role=dialog]\`), measured from navigation start or from the trusted click's event timestamp. "Connect view visible" means the modal and the dev wallet's entry in it are both visible (non-zero size and opacity); for every widget alike, what fades in from opacity 0 counts from the frame after the one that first paints it (the main thread holds a compositor fade at opacity 0, the value the probe reads, for frames after the screen has begun to show it).`,
      `- Chromium flags: ${chromiumArgs.join(' ')}.`,
      `- Runs: ${roundsRan} per page in rounds (${pages.map((page) => page.id).join(', ')}), then ${settings.listRuns} wallet-list runs per page that has a directory list (AppKit's is skipped after a first run that showed nothing).`,
    ].join('\n'),
  )

  out.push('\n## Versions\n')
  out.push(
    `- Gangway ${versions.gangway.version} (commit ${versions.gangway.commit}), with ${Object.entries(
      versions.gangway.dependencies,
    )
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}`,
  )
  out.push(
    `- bench/package.json (pinned): ${Object.entries(versions.bench)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}`,
  )
  out.push('')
  writeFileSync(path, `${out.join('\n')}\n`)
}
