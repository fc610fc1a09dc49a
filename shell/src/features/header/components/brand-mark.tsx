/** The company's mark: a coin with a pickaxe-like B, drawn so it needs no font. */
export function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <circle cx="16" cy="16" r="16" fill="var(--site-brand)" />
      <path
        d="M12 8.5v15M14.5 7v2M18 7v2M14.5 23v2M18 23v2M10.5 9.5h7.2a3.3 3.3 0 0 1 0 6.5h-7.2M10.5 16h8a3.7 3.7 0 0 1 0 7.5h-8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
