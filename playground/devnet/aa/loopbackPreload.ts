/**
 * Preloaded into the bundler (node --import, as a data: URL, so it works from the playground's bundled start script):
 * alto listens on 0.0.0.0; this keeps every server it opens on 127.0.0.1 and reports the bound port on stderr.
 */
const source = `
import net from 'node:net'
const listen = net.Server.prototype.listen
net.Server.prototype.listen = function loopbackListen(...args) {
  if (args[0] && typeof args[0] === 'object' && !Array.isArray(args[0])) args[0] = { ...args[0], host: '127.0.0.1' }
  this.once('listening', () => {
    const address = this.address()
    if (address && typeof address === 'object') process.stderr.write('gangway-bundler-port ' + address.port + '\\n')
  })
  return listen.apply(this, args)
}
`

export const loopbackPreload = `data:text/javascript,${encodeURIComponent(source)}`
