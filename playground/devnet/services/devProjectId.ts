/** The id of the dev services' one project, whose settings answer for every projectId (the server's fallbackProject). */
export const devProjectId = 'gangway-dev'
