import Module from 'node:module'

type Resolve = (request: string, ...rest: unknown[]) => string

const modules = process.env.GANGWAY_REACT18_MODULES
if (!modules)
  throw new Error('GANGWAY_REACT18_MODULES is not set: run this setup file from the react18 vitest project')
const loader = Module as unknown as { _resolveFilename: Resolve }
const resolve = loader._resolveFilename
const renamed = /^(react|react-dom)(\/.*)?$/

loader._resolveFilename = function resolveReact18(request, ...rest) {
  const match = renamed.exec(request)
  if (!match) return resolve.call(this, request, ...rest)
  return resolve.call(this, `${modules}/${match[1]}-18${match[2] ?? ''}`, ...rest)
}
