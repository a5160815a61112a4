/**
 * Styles of every ui-kit component, all scoped under `.gw-root`, for the shadow root the widget renders in:
 * the host page's rules cannot match an element there, and `.gw-root{all:initial}` stops what its own
 * element would inherit from the page. The elements inside carry no reset of their own (an `all:revert` on
 * each cost the All Wallets search answer 1.8 ms of style time on 2 cores, and every view its share, to
 * undo what a shadow root never lets in). Inside it, set `--gw-c`, `--gw-fs`, `--gw-fw`, `--gw-lh` instead of
 * color, font-size, font-weight and line-height: a layered !important rule applies them.
 */
export const uiKitCss = `
.gw-root{all:initial;display:block;box-sizing:border-box;-webkit-font-smoothing:antialiased;-webkit-text-size-adjust:100%;-webkit-tap-highlight-color:transparent;--gw-c:var(--gw-fg);--gw-fs:calc(var(--gw-font-size-base)*1.4);--gw-fw:400;--gw-lh:1.4;--gw-r:var(--gw-border-radius);--gw-accent-soft:color-mix(in srgb,var(--gw-accent) 14%,transparent)}
.gw-root :not(svg,svg *){box-sizing:border-box}
@layer gangway{.gw-root,.gw-root *{color:var(--gw-c)!important;font-family:var(--gw-font-family)!important;font-size:var(--gw-fs)!important;font-weight:var(--gw-fw)!important;font-style:normal!important;line-height:var(--gw-lh)!important;letter-spacing:normal!important;text-transform:none!important;text-shadow:none!important}}
.gw-root svg{display:block;flex:none}
.gw-root a{--gw-c:var(--gw-accent-text)}
.gw-root :focus-visible,.gw-root .gw-input:focus-within{outline:2px solid var(--gw-accent-text);outline-offset:2px}
.gw-root .gw-sr{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.gw-root .gw-btn,.gw-root .gw-ibtn,.gw-root .gw-li,.gw-root .gw-tab{display:inline-flex;align-items:center;justify-content:center;gap:6px;margin:0;border:0;background:none;vertical-align:middle;cursor:pointer;user-select:none;transition:background-color .15s,opacity .15s}
.gw-root .gw-btn{height:40px;padding:0 16px;border-radius:calc(var(--gw-r)*4);--gw-fw:600}
.gw-root .gw-btn--sm{height:32px;padding:0 10px;border-radius:calc(var(--gw-r)*3);--gw-fs:calc(var(--gw-font-size-base)*1.3)}
.gw-root .gw-btn--full{width:100%}
.gw-root .gw-btn--tile{flex-direction:column;gap:4px;height:auto;min-height:56px;padding:8px 4px;--gw-fs:calc(var(--gw-font-size-base)*1.2)}
.gw-root .gw-btn--primary{background:var(--gw-accent);--gw-c:var(--gw-on-accent)}
.gw-root .gw-btn--secondary{background:var(--gw-accent-soft);--gw-c:var(--gw-accent-text)}
.gw-root .gw-btn--ghost,.gw-root .gw-ibtn{--gw-c:var(--gw-fg-2)}
.gw-root .gw-ibtn{width:36px;height:36px;padding:0;border-radius:calc(var(--gw-r)*3)}
.gw-root .gw-ibtn--sm{width:28px;height:28px;border-radius:calc(var(--gw-r)*2)}
.gw-root .gw-ibtn--secondary{background:var(--gw-bg-2)}
.gw-root .gw-btn--primary:hover{background:color-mix(in srgb,var(--gw-accent) 88%,#000)}
.gw-root .gw-btn--ghost:hover,.gw-root .gw-ibtn:hover,.gw-root .gw-li:hover{background:var(--gw-bg-3);--gw-c:var(--gw-fg)}
.gw-root .gw-btn--secondary:hover{background:color-mix(in srgb,var(--gw-accent) 22%,transparent)}
.gw-root :disabled,.gw-root [aria-disabled=true]{opacity:.5;cursor:default}
.gw-root :disabled{pointer-events:none}
.gw-root .gw-btn[aria-busy=true]{opacity:.8;cursor:wait}
.gw-root .gw-li{justify-content:flex-start;gap:12px;width:100%;min-height:56px;padding:8px 12px 8px 8px;border-radius:calc(var(--gw-r)*4);background:var(--gw-bg-2);text-align:start}
.gw-root .gw-li-text{display:flex;flex-direction:column;flex:1;min-width:0}
.gw-root .gw-li-label{overflow:hidden;text-overflow:ellipsis;white-space:nowrap;--gw-fw:500;--gw-c:var(--gw-fg)}
.gw-root .gw-li-desc{--gw-c:var(--gw-fg-2);--gw-fs:calc(var(--gw-font-size-base)*1.2)}
.gw-root .gw-tag{display:inline-flex;align-items:center;flex:none;height:20px;padding:0 6px;border-radius:calc(var(--gw-r)*1.5);background:var(--gw-bg-3);white-space:nowrap;--gw-c:var(--gw-fg-2);--gw-fs:calc(var(--gw-font-size-base)*1.1);--gw-fw:600}
.gw-root .gw-tag--success{background:color-mix(in srgb,var(--gw-success) 15%,transparent);--gw-c:var(--gw-success)}
.gw-root .gw-tag--accent{background:var(--gw-accent-soft);--gw-c:var(--gw-accent-text)}
.gw-root .gw-sz-sm{--gw-s:24px}
.gw-root .gw-sz-md{--gw-s:40px}
.gw-root .gw-sz-lg{--gw-s:72px}
.gw-root .gw-img,.gw-root .gw-avatar{position:relative;display:inline-flex;align-items:center;justify-content:center;flex:none;overflow:hidden;width:var(--gw-s);height:var(--gw-s);border-radius:calc(var(--gw-r)*3);background:var(--gw-bg-3);--gw-c:var(--gw-fg-3)}
.gw-root .gw-img--network,.gw-root .gw-avatar{border-radius:50%}
.gw-root .gw-img--wc{background:#3b99fc;--gw-c:#fff}
.gw-root .gw-avatar{background:var(--gw-avatar-bg)}
.gw-root .gw-img img,.gw-root .gw-avatar img,.gw-root .gw-img .gw-skel{display:block;width:100%;height:100%;object-fit:cover;border-radius:0}
.gw-root .gw-img .gw-ic{width:55%;height:55%}
.gw-root .gw-img--wc .gw-ic{width:70%;height:70%}
.gw-root .gw-skel{display:block;border-radius:calc(var(--gw-r)*2);background:linear-gradient(90deg,var(--gw-bg-2) 25%,var(--gw-bg-3) 50%,var(--gw-bg-2) 75%) 0 0/200% 100%;animation:gw-shimmer 1.2s linear infinite}
.gw-root .gw-skel--round{border-radius:999px}
.gw-root .gw-list-skel{display:flex;flex-direction:column;gap:8px}
.gw-root .gw-skel-bar{height:40px;border-radius:calc(var(--gw-r)*4)}
.gw-root .gw-skel-row{display:flex;align-items:center;gap:12px;height:56px;padding:8px;border-radius:calc(var(--gw-r)*4);background:var(--gw-bg-2)}
.gw-root .gw-skel-row .gw-skel{background-image:linear-gradient(90deg,var(--gw-bg-3) 25%,var(--gw-bg) 50%,var(--gw-bg-3) 75%)}
.gw-root .gw-skel-row>.gw-skel:first-child{border-radius:calc(var(--gw-r)*3)}
.gw-root .gw-spinner{display:inline-flex;flex:none;width:24px;height:24px}
.gw-root .gw-spinner--sm{width:16px;height:16px}
.gw-root .gw-spinner--lg{width:40px;height:40px}
.gw-root .gw-spinner svg{width:100%;height:100%;animation:gw-spin .8s linear infinite}
.gw-root .gw-field{display:flex;flex-direction:column;gap:6px}
.gw-root .gw-label{--gw-c:var(--gw-fg-2);--gw-fs:calc(var(--gw-font-size-base)*1.2);--gw-fw:500}
.gw-root .gw-input{display:flex;align-items:center;gap:8px;height:40px;padding:0 4px 0 12px;border:1px solid var(--gw-border);border-radius:calc(var(--gw-r)*3);background:var(--gw-bg-2);--gw-c:var(--gw-fg-3)}
.gw-root .gw-input:focus-within{border-color:var(--gw-accent)}
.gw-root .gw-input--error{border-color:var(--gw-error)}
.gw-root .gw-input input{flex:1;min-width:0;height:100%;margin:0;padding:0;border:0;outline:0;background:none;appearance:none;--gw-c:var(--gw-fg)}
.gw-root .gw-input input::placeholder{color:var(--gw-fg-3);opacity:1}
.gw-root .gw-input input::-webkit-search-cancel-button{-webkit-appearance:none}
.gw-root .gw-hint{margin:0;--gw-c:var(--gw-fg-2);--gw-fs:calc(var(--gw-font-size-base)*1.2)}
.gw-root .gw-hint--error{--gw-c:var(--gw-error)}
.gw-root .gw-tabs{display:flex;gap:4px;padding:4px;border-radius:calc(var(--gw-r)*4);background:var(--gw-bg-2)}
.gw-root .gw-tab{flex:1;height:32px;padding:0 12px;border-radius:calc(var(--gw-r)*3);--gw-c:var(--gw-fg-2);--gw-fw:500}
.gw-root .gw-tab[aria-selected=true]{background:var(--gw-bg);box-shadow:0 1px 3px rgba(0,0,0,.12);--gw-c:var(--gw-fg)}
.gw-root .gw-tabpanel{margin-top:12px}
.gw-root .gw-qr{display:block;padding:16px;border-radius:calc(var(--gw-r)*6);background:#fff;--gw-c:#141414}
.gw-root .gw-qr svg{width:100%;height:100%}
.gw-root .gw-toast{display:inline-flex;align-items:center;gap:8px;max-width:100%;padding:8px 14px 8px 10px;border:1px solid var(--gw-border);border-radius:999px;background:var(--gw-bg);box-shadow:var(--gw-shadow);--gw-fw:500}
.gw-root .gw-toast--success>svg{--gw-c:var(--gw-success)}
.gw-root .gw-toast--error>svg{--gw-c:var(--gw-error)}
.gw-root .gw-toast--loading>.gw-spinner{--gw-c:var(--gw-accent)}
.gw-root .gw-alert{display:flex;align-items:flex-start;gap:10px;padding:10px 6px 10px 12px;border-radius:calc(var(--gw-r)*3);background:color-mix(in srgb,var(--gw-tone) 12%,var(--gw-bg));--gw-tone:var(--gw-accent)}
.gw-root .gw-alert--warning{--gw-tone:var(--gw-warning)}
.gw-root .gw-alert--error{--gw-tone:var(--gw-error)}
.gw-root .gw-alert>svg{margin-top:1px;--gw-c:var(--gw-tone)}
.gw-root .gw-alert-body{display:flex;flex-direction:column;flex:1;gap:2px;min-width:0}
.gw-root .gw-alert-title{--gw-fw:600}
.gw-root .gw-alert-msg{--gw-c:var(--gw-fg-2);--gw-fs:calc(var(--gw-font-size-base)*1.3)}
.gw-root .gw-cb-row{display:flex;align-items:flex-start;gap:10px}
.gw-root .gw-cb{display:inline-flex;align-items:center;justify-content:center;flex:none;width:20px;height:20px;border:2px solid var(--gw-fg-3);border-radius:calc(var(--gw-r)*1.5);cursor:pointer;--gw-c:var(--gw-on-accent)}
.gw-root .gw-cb[aria-checked=true]{border-color:var(--gw-accent);background:var(--gw-accent)}
.gw-root .gw-cb-label{cursor:pointer;--gw-c:var(--gw-fg-2);--gw-fs:calc(var(--gw-font-size-base)*1.3)}
.gw-root .gw-nbadge{display:inline-flex;align-items:center;gap:6px;height:32px;padding:0 10px 0 4px;border-radius:999px;background:var(--gw-bg-2);--gw-fw:500}
.gw-root .gw-balance{display:inline-flex;align-items:baseline;gap:.3em;font-variant-numeric:tabular-nums;--gw-fw:600}
.gw-root .gw-balance--lg{--gw-fs:calc(var(--gw-font-size-base)*3.2);--gw-lh:1.2}
.gw-root .gw-balance--unavailable{--gw-fw:500;--gw-c:var(--gw-fg-2);--gw-fs:calc(var(--gw-font-size-base)*1.6)}
.gw-root .gw-balance-sym{--gw-c:var(--gw-fg-2)}
.gw-root .gw-addr{white-space:nowrap;font-variant-numeric:tabular-nums}
@keyframes gw-spin{to{transform:rotate(1turn)}}
@keyframes gw-shimmer{from{background-position:100% 0}to{background-position:-100% 0}}
@media (prefers-reduced-motion:reduce){.gw-root,.gw-root *{transition:none!important;scroll-behavior:auto!important}.gw-root .gw-skel{animation:none}.gw-root .gw-spinner svg{animation-duration:2.4s}}
`
