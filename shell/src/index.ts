// An async boundary, so Module Federation can negotiate shared modules before React loads.
// Named, so the HTML preloads it beside this entry (tooling/web/first-paint-plugin.ts).
// A task after the entry's own: the runtime's evaluation and then the negotiation (a share per
// module of the bootstrap's ten chunks) in one task was the longest task of every page's start
// on a phone (42–67 ms on this host unthrottled, 24–34 ms split; bench/RESULTS.md 2026-11-30).
setTimeout(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'), 0);
