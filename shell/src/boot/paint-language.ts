/**
 * The first paint in the visitor's language: the HTML is written in the default one, and a
 * returning visitor who chose another sees their own before any of the app has loaded.
 */
import { DEFAULT_LOCALE, LOCALE_LABELS, LOCALE_TAGS, type Locale } from '@minesite/shared/locales';
import { skeletonMarkup, type Messages } from '../first-paint/first-paint-markup';

export function paintLanguage(root: Element, texts: Messages, locale: Locale, home: boolean) {
  if (home) {
    // The home swipe's outline, with its tabs (the HTML has a plain page's).
    const main = root.querySelector('[data-fp-main]');
    if (main) main.innerHTML = skeletonMarkup(texts, true);
  }
  if (locale === DEFAULT_LOCALE) return;
  root.querySelectorAll('[data-fp-text]').forEach((node) => {
    node.textContent = texts[node.getAttribute('data-fp-text')!] ?? node.textContent;
  });
  root.querySelectorAll('[data-fp-label]').forEach((node) => {
    node.setAttribute('aria-label', texts[node.getAttribute('data-fp-label')!] ?? '');
  });
  const language = root.querySelector('[data-fp-language]');
  if (language?.firstChild) language.firstChild.textContent = LOCALE_LABELS[locale];
}

/**
 * The browser loads its number and date data on first use (15–25 ms, four times that on a
 * phone): in a task of its own now, while the page's code downloads, rather than inside React's
 * first render (react-intl's createIntl checks the locale against that data).
 */
export function warmIntl(locale: Locale): void {
  const tag = LOCALE_TAGS[locale];
  setTimeout(() => {
    Intl.NumberFormat.supportedLocalesOf(tag);
    Intl.DateTimeFormat.supportedLocalesOf(tag);
  }, 0);
}

/** Marks the current tab of the first paint's bottom navigation (the first one found stays). */
export function markTab(root: Element, tab: string | undefined): void {
  const active = tab && root.querySelector(`[data-fp-tab="${tab}"]`);
  if (!active || root.querySelector('[aria-current="page"]')) return;
  active.classList.add('bottom-nav-tab-active');
  active.setAttribute('aria-current', 'page');
}
