import { FormattedMessage } from 'react-intl';
import './cards-and-panels.css';
import './faq.css';

export interface FaqItem {
  /** Message ids of the question and its answer. */
  q: string;
  a: string;
}

/** Questions and answers, each opened in place (no script needed). */
export function Faq({ items, titleId }: { items: readonly FaqItem[]; titleId: string }) {
  return (
    <section className="shop-panel shop-faq" aria-labelledby={`${titleId}-heading`}>
      <h2 id={`${titleId}-heading`} className="shop-section-title">
        <FormattedMessage id={titleId} />
      </h2>
      {items.map(({ q, a }) => (
        <details key={q}>
          <summary>
            <FormattedMessage id={q} />
          </summary>
          <p>
            <FormattedMessage id={a} />
          </p>
        </details>
      ))}
    </section>
  );
}
