// An async boundary, so Module Federation can negotiate shared modules before React loads.
// Named, so the HTML preloads it beside this entry (tooling/web/first-paint-plugin.ts).
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
