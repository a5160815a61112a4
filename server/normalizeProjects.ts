import { sanitizeFeatures } from '../core/config/sanitizeFeatures.js'
import { isProjectId } from './isProjectId.js'
import type { Project } from './Project.js'
import type { ProjectConfig } from './ProjectConfig.js'

const MAX_ORIGINS = 1_000
const MAX_ORIGIN = 2_048

/** The configured projects checked (ids, origins, features) and completed with defaults; throws with the reason. */
export function normalizeProjects(projects: readonly ProjectConfig[]): Project[] {
  if (!Array.isArray(projects) || projects.length === 0)
    throw new Error('projects: at least one project is needed')
  const seen = new Set<string>()
  return projects.map((project, index) => {
    const where = `projects[${index}]`
    if (!isProjectId(project?.id)) throw new Error(`${where}.id: 1 to 128 letters, digits, '-' or '_'`)
    if (seen.has(project.id)) throw new Error(`${where}.id: ${project.id} is listed twice`)
    seen.add(project.id)
    const origins = project.allowedOrigins ?? []
    if (
      !Array.isArray(origins) ||
      origins.length > MAX_ORIGINS ||
      origins.some(
        (origin) => typeof origin !== 'string' || origin.length === 0 || origin.length > MAX_ORIGIN,
      )
    )
      throw new Error(`${where}.allowedOrigins: a list of at most ${MAX_ORIGINS} origin patterns`)
    if (project.analytics !== undefined && typeof project.analytics !== 'boolean')
      throw new Error(`${where}.analytics: true or false`)
    const features = project.features ?? {}
    if (typeof features !== 'object' || features === null || Array.isArray(features))
      throw new Error(`${where}.features: an object of feature flags`)
    const sanitized = sanitizeFeatures(features)
    if (sanitized.warnings.length > 0) throw new Error(`${where}.features: ${sanitized.warnings.join('; ')}`)
    return {
      id: project.id,
      allowedOrigins: [...origins],
      features: sanitized.features,
      analytics: project.analytics ?? true,
    }
  })
}
