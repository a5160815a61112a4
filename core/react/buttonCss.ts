/** Styles of the page-level buttons: scoped to `.gwb`, reset, and `!important` inside a layer so host rules (even `!important` ones) cannot reach them. */
export const buttonCss =
  '@layer gangway{' +
  '.gwb{--gwb-bg:var(--gw-bg-2,#f3f4f6);--gwb-fg:var(--gw-fg,#141414);all:initial!important;box-sizing:border-box!important;display:inline-flex!important;align-items:center!important;justify-content:center!important;gap:8px!important;height:40px!important;padding:0 16px!important;border-radius:calc(var(--gw-border-radius,4px)*4)!important;background:var(--gw-accent,#3b7bf6)!important;color:var(--gw-on-accent,#fff)!important;font:600 calc(var(--gw-font-size-base,10px)*1.4)/1.2 var(--gw-font-family,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif)!important;white-space:nowrap!important;cursor:pointer!important;user-select:none!important;-webkit-tap-highlight-color:transparent!important;transition:opacity .15s!important}' +
  '.gwb--dark{--gwb-bg:var(--gw-bg-2,#222428);--gwb-fg:var(--gw-fg,#f2f3f5)}' +
  '.gwb--sm{height:32px!important;padding:0 12px!important;gap:6px!important;border-radius:calc(var(--gw-border-radius,4px)*3)!important;font-size:calc(var(--gw-font-size-base,10px)*1.3)!important}' +
  '.gwb--soft{background:var(--gwb-bg)!important;color:var(--gwb-fg)!important}' +
  '.gwb:hover{opacity:.88!important}' +
  '.gwb:focus-visible{outline:2px solid var(--gw-accent,#3b7bf6)!important;outline-offset:2px!important}' +
  '.gwb[aria-busy=true]{cursor:wait!important;opacity:.8!important}' +
  '.gwb *{all:unset!important}' +
  '.gwb .gwb-dim{opacity:.65!important}' +
  '.gwb .gwb-spin{display:inline-block!important;box-sizing:border-box!important;width:1em!important;height:1em!important;border:2px solid!important;border-right-color:transparent!important;border-radius:50%!important;animation:gwb-spin .8s linear infinite!important}' +
  '}' +
  '@keyframes gwb-spin{to{transform:rotate(1turn)}}' +
  '@media (prefers-reduced-motion:reduce){.gwb .gwb-spin{animation-duration:2.4s!important}}'
