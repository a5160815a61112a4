/**
 * Loads an optional peer dependency by name at run time, hidden from the host's bundler: Next.js (webpack or
 * Turbopack) and Vite would otherwise try to resolve every `import('name')` when they build the host's server, and
 * fail the build for a peer the host never installed because it never verifies that namespace. Node resolves the
 * name from the host's node_modules when the first sign-in of that namespace is checked.
 */
export async function importOptionalPeer<Module>(name: string, purpose: string): Promise<Module> {
  try {
    return (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ name
    )) as Module
  } catch (cause) {
    throw new Error(
      `gangway/server: ${purpose} needs the optional package ${name}; install it beside gangway`,
      {
        cause,
      },
    )
  }
}
