// The server's CORS check is the widget's own origin matcher, without the widget's default origins.
export { originMatches } from '../../core/config/originMatches.js'
