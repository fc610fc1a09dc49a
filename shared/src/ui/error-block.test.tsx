/**
 * The site's ErrorBlock draws what antd-mobile's draws, but its picture is an image file: the
 * files are antd-mobile's pictures (`vitest -u` writes them again after an upgrade), and the
 * markup around them is the library's.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import LibraryErrorBlock from 'antd-mobile/es/components/error-block';
import { busyImage } from 'antd-mobile/es/components/error-block/images/busy';
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';
import { disconnectedImage } from 'antd-mobile/es/components/error-block/images/disconnected';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';
import { ErrorBlock, type ErrorBlockProps } from './error-block';

afterEach(cleanup);

const IMAGES: Record<ErrorBlockProps['status'], ReactElement> = {
  default: defaultImage,
  empty: emptyImage,
  busy: busyImage,
  disconnected: disconnectedImage,
};

describe.each(Object.entries(IMAGES))('the %s picture', (status, image) => {
  it('is antd-mobile’s, as an SVG file', async () => {
    // One document per file: the id React gives each drawing made plain.
    const svg = renderToStaticMarkup(image).replace(
      /error-block-image-[^"#)]*?(?=-[a-z]["#)])/g,
      'picture',
    );
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    await expect(`${svg}\n`).toMatchFileSnapshot(`./error-block-pictures/${status}.svg`);
  });
});

/** The library's block with its picture left out, and ours with the image left out. */
const around = (html: string) =>
  html.replace(
    /<div class="adm-error-block-image">.*?<\/div>(?=<div class="adm-error-block-description">)/,
    '[picture]',
  );

describe('the block around the picture', () => {
  const cases: [string, ErrorBlockProps][] = [
    ['a title', { status: 'empty', title: 'No orders', description: null }],
    ['a title and a description', { status: 'disconnected', title: 'Down', description: 'Later' }],
    [
      'a full page with a class and a button',
      {
        status: 'default',
        title: 'Oops',
        description: null,
        fullPage: true,
        className: 'mine',
        children: createElement('button', null, 'Retry'),
      },
    ],
  ];
  it.each(cases)('is antd-mobile’s markup: %s', (_, props) => {
    const ours = render(createElement(ErrorBlock, props)).container.innerHTML;
    cleanup();
    const library = render(createElement(LibraryErrorBlock, props)).container.innerHTML;
    expect(around(ours)).toBe(around(library));
  });

  it('shows its picture as a decorative image of the library’s proportions', () => {
    const { container } = render(createElement(ErrorBlock, { status: 'busy', title: 'Busy' }));
    const img = container.querySelector('.adm-error-block-image img')!;
    expect(img.getAttribute('src')).toMatch(/busy\.svg$/);
    expect(img.getAttribute('alt')).toBe('');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '400']);
  });
});
