/**
 * The grey blocks of a page that is still loading, in order: one list for the shell's HTML
 * (first-paint-markup.ts) and for React's loading state (page-skeleton.tsx), so both draw the
 * same outline.
 */
export const SKELETON_BLOCKS = ['fp-title', 'fp-line', 'fp-line fp-short', 'fp-card', 'fp-card'];
