/**
 * The files of README's Next.js quick start: each tsx or ts block whose first line names its path under
 * app/ (`// app/x.tsx`, `// app/gangway/[...path]/route.ts`).
 */
export function nextQuickStartFiles(readme: string): Record<string, string> {
  const start = readme.indexOf('## Quick start: Next.js')
  const end = readme.indexOf('\n## ', start + 1)
  const section = readme.slice(start, end === -1 ? undefined : end)
  const files: Record<string, string> = {}
  if (start === -1) return files
  for (const [, code = ''] of section.matchAll(/```tsx?\n([\s\S]*?)```/g)) {
    const path = /^\/\/ (app\/[\w.[\]/-]+\.tsx?)(?=\s)/.exec(code)?.[1]
    if (path && !path.split('/').includes('..')) files[path] = code
  }
  return files
}
