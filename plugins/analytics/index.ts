import { createAnalyticsPlugin } from './createAnalyticsPlugin.js'

export default createAnalyticsPlugin()
