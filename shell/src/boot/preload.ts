/** `<link rel="preload">`s the boot script adds, so files download before the app asks. */

export function preload(
  href: string,
  as: 'script' | 'style' | 'image',
  picture?: { srcset?: string; sizes?: string },
): void {
  // Once per file: the page's manifest and a first read can both name the API's files.
  const asked = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
  if ([...asked].some((link) => link.href === new URL(href, document.baseURI).href)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  // A picture the page shows with `srcset`: the browser picks the same file from the same set.
  if (picture?.srcset) {
    link.setAttribute('imagesrcset', picture.srcset);
    link.setAttribute('imagesizes', picture.sizes ?? '');
  }
  document.head.appendChild(link);
}

/** Scripts and styles, each by its extension. */
export function preloadFiles(files: Iterable<string>): void {
  for (const file of files) preload(file, file.endsWith('.css') ? 'style' : 'script');
}
