// Allowed: the shell reads the registries' published shape from the shared package.
export { readPublishedPages } from '@minesite/shared/federation/published-pages';
