/**
 * The HTML's first paint draws what React then renders: the same header, bottom navigation and
 * page skeleton (elements, classes, texts, icons), so nothing jumps when React takes over.
 */
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '@minesite/shared/config';
import { renderWithProviders } from '@minesite/shared/testing/render';
import { BottomNav } from '../features/bottom-nav/components/bottom-nav';
import { AppHeader } from '../features/header/components/app-header';
import sharedZh from '../../../shared/src/i18n/messages/zh.json';
import shellZh from '../i18n/zh.json';
import { firstPaintMarkup, firstPaintTexts, skeletonMarkup } from './first-paint-markup';
import { SITE_TABS } from '../../test/site-tabs';
import { PageSkeleton } from './page-skeleton';

const zh: Record<string, string> = { ...sharedZh, ...shellZh };
const texts = firstPaintTexts(zh, SITE_TABS, 'zh');

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

beforeEach(() => setRuntimeConfig({ apiBaseUrl: '', remotes: {}, navTabs: SITE_TABS }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the first paint', () => {
  it('draws the header React renders', () => {
    const { container } = renderFrame();
    const painted = firstPaint(firstPaintMarkup(texts, '中文', SITE_TABS));
    expect(signature(painted.querySelector('header')!)).toEqual(
      signature(container.querySelector('header')!),
    );
  });

  it('draws the bottom navigation React renders, with the site config’s tabs', () => {
    const { container } = renderFrame();
    const painted = firstPaint(firstPaintMarkup(texts, '中文', SITE_TABS));
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

  it('refuses to build without a text it shows', () => {
    const { 'shell.nav.label': _missing, ...rest } = zh;
    expect(() => firstPaintTexts(rest, SITE_TABS, 'zh')).toThrow(/shell\.nav\.label/);
  });

  it('draws whatever tabs a config gives, labelled in the language asked for', () => {
    const loyalty = {
      key: 'loyalty',
      labels: { zh: '会员', en: 'Members', es: 'Socios', ru: 'Клуб' },
      icon: 'M4 4h16v16H4z',
    };
    const tabs = [...SITE_TABS, loyalty];
    const painted = firstPaint(firstPaintMarkup(firstPaintTexts(zh, tabs, 'ru'), 'Русский', tabs));
    const labels = [...painted.querySelectorAll('.bottom-nav-label')].map((n) => n.textContent);
    expect(labels).toEqual(tabs.map((tab) => tab.labels.ru));
    expect(painted.querySelector('[data-fp-tab="loyalty"] path')!.getAttribute('d')).toBe(
      loyalty.icon,
    );
  });
});
