// An async boundary, so Module Federation can negotiate shared modules before React loads.
// Named, so the HTML preloads it beside this entry (tooling/web/first-paint-plugin.ts).
// A task after the entry's own: evaluating the Module Federation runtime and then negotiating
// the shared modules in the same task is one long task on a phone (total blocking time).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
