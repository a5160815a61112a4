import { ANIMATION_MS, SHAKE_MS } from '../config/defaults.js'

const { headerText, modalHeight, viewTransition } = ANIMATION_MS

/** The shell's own styles, scoped under `.gw-shell`; injected after uiKitCss in the shadow root. */
export const shellCss = `
:host{all:initial!important;display:contents!important}
.gw-root.gw-shell{display:contents}
.gw-shell .gw-overlay{position:fixed;top:0;left:0;width:min(100%,100vw);height:min(100%,100dvh);z-index:var(--gw-z-index);display:flex;align-items:center;justify-content:center;container-type:size}
.gw-shell .gw-overlay::before{content:'';position:absolute;inset:0;background:var(--gw-overlay);animation:gw-fade ${viewTransition}ms ease-out}
.gw-shell .gw-modal{position:relative;display:flex;flex-direction:column;width:var(--gw-modal-width);max-width:calc(100% - 32px);max-height:calc(100cqh - 32px);border:1px solid var(--gw-border);border-radius:calc(var(--gw-r)*8);background:var(--gw-bg);box-shadow:var(--gw-shadow);outline:0;overflow:hidden;animation:gw-pop ${viewTransition}ms ease-out}
.gw-shell .gw-modal[data-shake]{animation:gw-shake ${SHAKE_MS}ms ease-in-out}
.gw-shell .gw-head{display:grid;grid-template-columns:36px minmax(0,1fr) 36px;align-items:center;gap:8px;flex:none;height:56px;padding:0 12px}
.gw-shell .gw-head>:last-child{grid-column:3}
.gw-shell .gw-title{margin:0;overflow:hidden;text-align:center;text-overflow:ellipsis;white-space:nowrap;--gw-fs:calc(var(--gw-font-size-base)*1.6);--gw-fw:600;--gw-lh:1.25;animation:gw-fade ${headerText}ms ease-out}
.gw-shell .gw-body{flex:0 1 auto;min-height:0;overflow:hidden auto;overscroll-behavior:contain;transition:height ${modalHeight}ms ease}
.gw-shell .gw-alerts{display:flex;flex-direction:column;gap:8px;padding:0 16px 12px}
.gw-shell .gw-view{padding:4px 16px 16px;animation:gw-in ${viewTransition}ms ease-out}
.gw-shell .gw-view[data-dir=back]{animation-name:gw-in-back}
.gw-shell .gw-view[data-dir=none]{animation:none}
.gw-shell .gw-state{display:flex;flex-direction:column;align-items:center;gap:8px;padding:12px 8px 4px;text-align:center}
.gw-shell .gw-state-icon{display:flex;align-items:center;justify-content:center;width:56px;height:56px;margin-bottom:4px;border-radius:50%;background:var(--gw-bg-2);--gw-c:var(--gw-fg-2)}
.gw-shell .gw-state--error .gw-state-icon{background:color-mix(in srgb,var(--gw-error) 12%,transparent);--gw-c:var(--gw-error)}
.gw-shell .gw-state-title{margin:0;--gw-fs:calc(var(--gw-font-size-base)*1.6);--gw-fw:600}
.gw-shell .gw-state-msg,.gw-shell .gw-state-detail{margin:0;--gw-c:var(--gw-fg-2)}
.gw-shell .gw-state-detail{--gw-fs:calc(var(--gw-font-size-base)*1.2)}
.gw-shell .gw-state-actions{display:flex;gap:8px;width:100%;margin-top:12px}
.gw-shell .gw-state-actions>*{flex:1}
.gw-shell .gw-state-actions .gw-btn{background:var(--gw-bg-2);--gw-c:var(--gw-fg)}
.gw-shell .gw-state-actions .gw-btn:hover{background:var(--gw-bg-3)}
.gw-shell .gw-toasts{position:absolute;top:12px;left:56px;right:56px;display:flex;justify-content:center;pointer-events:none}
.gw-shell .gw-toast{animation:gw-drop ${viewTransition}ms ease-out}
.gw-shell .gw-float{position:fixed;top:16px;right:max(16px,100% - 100vw + 16px);z-index:var(--gw-z-index);display:flex;flex-direction:column;align-items:flex-end;gap:8px;width:min(var(--gw-modal-width),calc(100vw - 32px))}
.gw-shell .gw-float .gw-alerts{align-self:stretch;padding:0}
.gw-shell .gw-float .gw-alert{border:1px solid var(--gw-border);box-shadow:var(--gw-shadow)}
@container (max-width:430px){.gw-shell .gw-modal{align-self:flex-end;width:100%;max-width:100%;max-height:calc(100cqh - 16px);border-width:1px 0 0;border-radius:calc(var(--gw-r)*8) calc(var(--gw-r)*8) 0 0;padding-bottom:env(safe-area-inset-bottom)}}
@media (prefers-reduced-motion:reduce){.gw-shell .gw-overlay::before,.gw-shell .gw-modal,.gw-shell .gw-title,.gw-shell .gw-body,.gw-shell .gw-view,.gw-shell .gw-toast{animation:none!important;transition:none!important}.gw-shell .gw-modal[data-shake]{outline:2px solid var(--gw-error)}}
@keyframes gw-fade{from{opacity:0}}
@keyframes gw-pop{from{opacity:.5;transform:translateY(8px)}}
@keyframes gw-in{from{opacity:.5;transform:translateX(12px)}}
@keyframes gw-in-back{from{opacity:.5;transform:translateX(-12px)}}
@keyframes gw-drop{from{opacity:0;transform:translateY(-8px)}}
@keyframes gw-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-6px)}40%,60%{transform:translateX(6px)}}
`
