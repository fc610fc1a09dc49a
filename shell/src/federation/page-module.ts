import type { ComponentType } from 'react';

/** What a remote exposes for each page: the page component as its default export. */
export type PageModule = { default: ComponentType };
