/** Blank lines in the list's place while the rules are read (or their code loads). */
export function RulesPlaceholder({
  count,
  className,
  label,
}: {
  count: number;
  className: string;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label} aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>{'\u00a0'}</li>
      ))}
    </ul>
  );
}
