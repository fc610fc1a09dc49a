/**
 * The HTML's first paint draws what React then renders: the same header, bottom navigation and
 * page skeleton (elements, classes, texts, icons), so nothing jumps when React takes over; and
 * its boot script shows a returning visitor's language and marks the current tab.
 */
import { act } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@minesite/shared/testing/render';
import { BottomNav } from '../features/bottom-nav/components/bottom-nav';
import { AppHeader } from '../features/header/components/app-header';
import sharedEn from '../../../shared/src/i18n/messages/en.json';
import sharedZh from '../../../shared/src/i18n/messages/zh.json';
import shellEn from '../i18n/en.json';
import shellZh from '../i18n/zh.json';
import { PageSkeleton } from './page-skeleton';
import { bootData, bootFirstPaint, firstPaintMarkup, skeletonMarkup } from './first-paint-html';

const zh: Record<string, string> = { ...sharedZh, ...shellZh };
const en: Record<string, string> = { ...sharedEn, ...shellEn };

/** Each element as `tag.classes "own text" d=path`, in document order. */
function signature(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((el) => {
    const classes = [...el.classList].filter((c) => c !== 'bottom-nav-tab-active').sort();
    const own = [...el.childNodes]
      .filter((node) => node.nodeType === 3)
      .map((node) => node.textContent)
      .join('')
      .trim();
    const d = el.getAttribute('d');
    return `${el.tagName.toLowerCase()}.${classes.join('.')} "${own}"${d ? ` d=${d}` : ''}`;
  });
}

/** The same, with the first paint's `<span data-fp-text>` wrappers unwrapped. */
function firstPaint(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  holder.querySelectorAll('span[data-fp-text]:not([class])').forEach((span) => {
    span.replaceWith(document.createTextNode(span.textContent ?? ''));
  });
  return holder;
}

function renderFrame() {
  return renderWithProviders(
    <IntlProvider locale="zh-CN" messages={zh}>
      <AppHeader onAdminHold={() => {}} />
      <BottomNav />
      <PageSkeleton />
    </IntlProvider>,
    { route: '/shop' },
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

describe('the first paint', () => {
  const texts = bootData({ zh, en, es: zh, ru: zh }, 'zh').texts.zh!;

  it('draws the header React renders', () => {
    const { container } = renderFrame();
    const painted = firstPaint(firstPaintMarkup(texts, '中文'));
    expect(signature(painted.querySelector('header')!)).toEqual(
      signature(container.querySelector('header')!),
    );
  });

  it('draws the bottom navigation React renders', () => {
    const { container } = renderFrame();
    const painted = firstPaint(firstPaintMarkup(texts, '中文'));
    expect(signature(painted.querySelector('nav')!)).toEqual(
      signature(container.querySelector('nav.bottom-nav')!),
    );
  });

  it('draws the page skeleton React shows while a page loads', () => {
    const { container } = renderFrame();
    expect(signature(firstPaint(skeletonMarkup(texts, false)).firstElementChild!)).toEqual(
      signature(container.querySelector('.fp-page')!),
    );
  });

  it('draws the home swipe tabs on the home page', () => {
    const { container } = renderWithProviders(
      <IntlProvider locale="zh-CN" messages={zh}>
        <PageSkeleton homeTabs />
      </IntlProvider>,
    );
    expect(signature(firstPaint(skeletonMarkup(texts, true)).firstElementChild!)).toEqual(
      signature(container.querySelector('.fp-page')!),
    );
  });

  it('shows a returning visitor’s language and the current tab before React', async () => {
    localStorage.setItem('locale', 'en');
    window.history.pushState({}, '', '/shop');
    document.body.innerHTML = `<div id="root"></div>${firstPaintMarkup(texts, '中文')}`;
    await act(async () => {
      bootFirstPaint(bootData({ zh, en, es: zh, ru: zh }, 'zh'));
      await Promise.resolve();
    });
    const nav = document.querySelector('nav.bottom-nav')!;
    expect(nav.getAttribute('aria-label')).toBe(en['shell.nav.label']);
    expect(document.querySelector('.app-company')!.textContent).toBe(en['app.companyName']);
    expect(document.querySelector('.language-switcher-button')!.textContent).toBe('English');
    const active = nav.querySelector('[aria-current="page"]');
    expect(active?.textContent).toBe(en['shell.nav.tab.product']);
  });
});
