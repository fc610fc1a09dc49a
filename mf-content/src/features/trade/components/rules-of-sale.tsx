import type { RulePlacement } from '@minesite/shared/domain';
import { useLocalized } from '@minesite/shared/localized';
import { useSiteContent } from '../../site-content/content-api';
import { RulesPlaceholder } from './rules-placeholder';

/**
 * The operator's stated rules of sale shown at `placement` (GET /api/content/rules), one list
 * item each; while they are read, `placeholders` blank items hold their place. A failed read
 * leaves the blank items: the page's own content matters more than its fine print.
 */
export default function RulesOfSale({
  placement,
  placeholders,
  className,
  label,
}: {
  placement: RulePlacement;
  placeholders: number;
  className: string;
  label?: string;
}) {
  const localized = useLocalized();
  const { data } = useSiteContent('rules');
  const rules = data?.items.filter((rule) => rule.placement === placement);
  if (!rules) return <RulesPlaceholder count={placeholders} className={className} label={label} />;
  return (
    <ul className={className} aria-label={label}>
      {rules.map((rule) => (
        <li key={rule.id}>{localized(rule.text)}</li>
      ))}
    </ul>
  );
}
