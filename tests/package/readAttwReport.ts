/** The resolutions an ESM-only package leaves out, as attw's `esm-only` profile does: require() and node10. */
const ignoredResolutions = new Set(['node10', 'node16-cjs'])

interface AttwProblem {
  readonly kind: string
  readonly entrypoint?: string
  readonly resolutionKind?: string
}

/**
 * The problems in arethetypeswrong's JSON report (`--format json`) that count for an ESM-only package
 * with its own types: every problem outside the ignored resolutions, a package without its own types,
 * or a run that failed without a report.
 */
export function readAttwReport(stdout: string, code: number | null): string[] {
  let report: { analysis?: { types?: false | { kind: string }; problems?: readonly AttwProblem[] } }
  try {
    report = JSON.parse(stdout)
  } catch {
    return [`attw gave no report (exit code ${code}): ${stdout.slice(0, 2000)}`]
  }
  const types = report.analysis?.types
  const kind = types ? types.kind : undefined
  if (kind !== 'included') return [`types not included in the package: ${JSON.stringify(types)}`]
  const problems = (report.analysis?.problems ?? [])
    .filter((problem) => !(problem.resolutionKind && ignoredResolutions.has(problem.resolutionKind)))
    .map((problem) => `${problem.kind} at ${problem.entrypoint ?? '?'} (${problem.resolutionKind ?? 'any'})`)
  if (problems.length === 0 && code !== 0) return [`attw exited with ${code} and listed no problem`]
  return problems
}
