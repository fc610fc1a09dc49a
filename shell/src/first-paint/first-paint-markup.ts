/**
 * The shell's first paint as HTML: the header, the bottom navigation and a page skeleton, drawn
 * with the same markup and CSS as the React frame, so a phone sees the frame before any script
 * has run and nothing moves when React takes over (`useFirstPaintHandover` removes it in the
 * frame's first commit). The build writes it into index.html (tooling/web/first-paint-plugin.ts);
 * the boot script (shell/src/boot) draws the home swipe's skeleton with it.
 */
import type { Locale } from '@minesite/shared/locales';
import type { NavTab } from '../features/bottom-nav/nav-tabs';
import { BRAND_MARK_PATH, GLOBE_PATH, MENU_PATH } from '../features/header/header-icon-paths';
import { FIRST_PAINT_ID } from './first-paint-ids';
import { SKELETON_BLOCKS } from './skeleton-blocks';

export type Messages = Record<string, string>;

/** The CSS the first paint needs, inlined in the HTML (paths under shell/src). */
export const FIRST_PAINT_CSS = [
  'app/styles.css',
  'features/header/components/app-header.css',
  'features/header/components/language-switcher.css',
  'features/bottom-nav/bottom-nav.css',
  'first-paint/page-skeleton.css',
];

/** Every message the first paint shows, besides the tabs' labels. */
export const FIRST_PAINT_MESSAGE_IDS = [
  'app.companyName',
  'shell.header.logo',
  'shell.header.menu',
  'shell.language.logo',
  'shell.nav.label',
  'common.loading',
];

/** The id under which the first paint's texts carry a tab's label (the config's, not a catalog's). */
export const tabTextId = (key: string) => `navTab.${key}`;

/** The first paint's texts in `locale`: its messages out of a whole catalog, and the tabs' labels. */
export function firstPaintTexts(messages: Messages, tabs: readonly NavTab[], locale: Locale) {
  const texts: Messages = {};
  for (const id of FIRST_PAINT_MESSAGE_IDS) {
    const text = messages[id];
    if (text === undefined) throw new Error(`the first paint needs the message ${id}`);
    texts[id] = text;
  }
  return { ...texts, ...tabTexts(tabs, locale) };
}

/** The tabs' labels in `locale`, as the first paint's texts name them. */
export function tabTexts(tabs: readonly NavTab[], locale: Locale): Messages {
  return Object.fromEntries(tabs.map((tab) => [tabTextId(tab.key), tab.labels[locale]]));
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** `data-fp-text`: the node's text is that message; `data-fp-label`: its aria-label is. */
const text = (texts: Messages, id: string) =>
  `<span data-fp-text="${id}">${escape(texts[id]!)}</span>`;
const label = (texts: Messages, id: string) =>
  `aria-label="${escape(texts[id]!)}" data-fp-label="${id}"`;

/**
 * The page skeleton: the blocks of page-skeleton.tsx, with the home swipe's tab row on a home
 * path (empty: the views are the remotes' pages, known once their registries are read).
 */
export function skeletonMarkup(texts: Messages, homeTabs: boolean): string {
  const tabs = homeTabs ? `<div class="fp-tabs"></div>` : '';
  const blocks = SKELETON_BLOCKS.map((block) => `<div class="${block}"></div>`).join('');
  return `<div class="fp-page" role="status" aria-busy="true" ${label(texts, 'common.loading')}>${tabs}${blocks}</div>`;
}

/** The bottom navigation's bar as BottomNav draws it, its labels from `texts` (firstPaintTexts). */
export function navMarkup(texts: Messages, tabs: readonly NavTab[]): string {
  return (
    `<nav class="bottom-nav" ${label(texts, 'shell.nav.label')}>` +
    tabs
      .map(
        (tab) =>
          `<button type="button" class="bottom-nav-tab${tab.centre ? ' bottom-nav-tab-centre' : ''}" data-fp-tab="${escape(tab.key)}">` +
          `<span class="bottom-nav-icon"><svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">` +
          `<path d="${escape(tab.icon)}" fill="none" stroke="currentColor" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"></path>` +
          `</svg></span><span class="bottom-nav-label">${text(texts, tabTextId(tab.key))}</span></button>`,
      )
      .join('') +
    `</nav>`
  );
}

/** The frame of AppFrame (header, main, bottom navigation) as static HTML. */
export function firstPaintMarkup(texts: Messages, language: string, tabs: readonly NavTab[]) {
  const header =
    `<header class="app-header"><div class="app-brand">` +
    `<button type="button" class="app-menu-button" aria-haspopup="dialog" aria-expanded="false" ${label(texts, 'shell.header.menu')}>` +
    `<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">` +
    `<path d="${MENU_PATH}" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"></path>` +
    `</svg></button>` +
    `<span class="app-logo" role="img" ${label(texts, 'shell.header.logo')}>` +
    `<svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">` +
    `<circle cx="16" cy="16" r="16" fill="var(--site-brand)"></circle>` +
    `<path d="${BRAND_MARK_PATH}" fill="none" stroke="#fff" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"></path>` +
    `</svg></span>` +
    `<a href="/" class="app-company">${text(texts, 'app.companyName')}</a></div>` +
    `<div class="language-switcher">` +
    `<span class="language-switcher-logo" role="img" ${label(texts, 'shell.language.logo')}>` +
    `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">` +
    `<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.6"></circle>` +
    `<path d="${GLOBE_PATH}" fill="none" stroke="currentColor" stroke-width="1.6"></path>` +
    `</svg></span>` +
    `<button type="button" class="language-switcher-button" aria-haspopup="dialog" data-fp-language="">` +
    `${escape(language)}<span class="language-switcher-caret" aria-hidden="true"></span></button>` +
    `</div></header>`;
  return (
    // A picture of the frame until React's arrives: not for assistive technology or input.
    `<div id="${FIRST_PAINT_ID}" class="app" aria-hidden="true" inert>${header}` +
    `<main class="app-main" data-fp-main="">${skeletonMarkup(texts, false)}</main>` +
    `${navMarkup(texts, tabs)}</div>`
  );
}
