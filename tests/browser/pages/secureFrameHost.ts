import { createFrameClient } from '../../../plugins/email/createFrameClient.js'

const params = new URLSearchParams(location.search)
const frameUrl = params.get('frame')
if (frameUrl) {
  const client = createFrameClient({
    frameUrl,
    projectId: params.get('projectId') ?? 'p1',
    chainId: 'eip155:31337',
    version: 'test',
    timings: { loadTimeoutMs: Number(params.get('loadTimeoutMs') ?? 20_000) },
  })
  Object.assign(window, { frameClient: client })
}
Object.assign(window, { pageReady: true })
