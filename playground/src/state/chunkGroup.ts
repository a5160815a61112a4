/** Where a script the page loaded belongs: its plugin, a part of core, a pre-bundled dependency, Vite, or the playground. */
export function chunkGroup(path: string): { readonly file: string; readonly group: string } {
  const clean = path.split('?')[0] ?? path
  const dep = /\/\.vite(?:-[\w-]+)?\/deps\/([^/]+)\.js$/.exec(clean)
  if (dep) {
    const file = `deps/${dep[1]}.js`
    if (/-[\w]{8}$/.test(dep[1] ?? '')) return { file, group: 'deps: shared chunks' }
    return { file, group: `deps: ${(dep[1] ?? '').replace(/_/g, '/')}` }
  }
  if (clean.startsWith('/@vite/') || clean.startsWith('/@id/') || clean.startsWith('/@react-refresh'))
    return { file: clean, group: 'vite client' }
  if (clean.startsWith('/devnet/')) return { file: `playground${clean}`, group: 'playground/devnet' }
  if (clean.startsWith('/src/plugins/')) return { file: `playground${clean}`, group: 'third-party plugin' }
  if (!clean.startsWith('/@fs/')) return { file: `playground${clean}`, group: 'playground' }
  const repo = /.*\/((core|plugins|ui-kit|entries)\/.+)$/.exec(clean)
  if (repo) {
    const file = repo[1] ?? clean
    const parts = file.split('/')
    if (parts[0] === 'plugins')
      return { file, group: `plugins/${(parts[1] ?? '').replace(/\.[mc]?[jt]sx?$/, '')}` }
    if (parts[0] === 'core' && ['shell', 'react', 'i18n', 'kernel'].includes(parts[1] ?? ''))
      return { file, group: `core/${parts[1]}` }
    return { file, group: parts[0] ?? file }
  }
  return { file: clean.replace(/^\/@fs/, ''), group: 'other' }
}
