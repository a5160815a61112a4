/** The compiler options of a strict host, as README promises the types compile under. */
export const strictCompilerOptions = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  module: 'ESNext',
  moduleResolution: 'Bundler',
  jsx: 'react-jsx',
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  isolatedModules: true,
  esModuleInterop: true,
  noEmit: true,
} as const
