import { createKernel } from '../core/createKernel.js'
import type { Gangway } from '../core/Gangway.js'
import type { GangwayConfig } from '../core/types/GangwayConfig.js'
import { builtins } from '../plugins/builtins.js'

export * from '../core/index.js'

/** Creates the widget: validates config, restores a session the visitor agreed to, loads the rest on open. */
export function createGangway(config: GangwayConfig): Gangway {
  return createKernel(config, {
    loaders: builtins,
    featureLoaders: () => import('../plugins/featureBuiltins.js').then((module) => module.featureBuiltins),
    ui: () => import('../core/shell/shellUi.js'),
  })
}
