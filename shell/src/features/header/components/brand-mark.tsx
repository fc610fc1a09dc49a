import { BRAND_MARK_PATH } from '../header-icon-paths';

/** The company's mark: a coin with a pickaxe-like B, drawn so it needs no font. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="var(--site-brand)" />
      <path
        d={BRAND_MARK_PATH}
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
