import { FormattedMessage } from 'react-intl';
import { ContentPage } from '../../../components/content-page';
import { CONTACT_HOURS_ID, CONTACT_OPTIONS, FAQ } from '../contact-details';
import { ContactForm } from './contact-form';
import '../../../components/text-section.css';
import '../../../components/cards.css';
import '../../../components/rows.css';
import './contact-screen.css';

/** `/contact`: the public form, the other ways to reach us and the FAQ. */
export function ContactScreen() {
  return (
    <ContentPage titleId="route.contact" introId="content.contact.intro">
      <ContactForm />
      <section className="content-section" aria-labelledby="content-contact-options">
        <h2 id="content-contact-options" className="content-section-title">
          <FormattedMessage id="content.contact.options.title" />
        </h2>
        <dl className="content-rows">
          {CONTACT_OPTIONS.map((option) => (
            <div key={option.labelId}>
              <dt>
                <FormattedMessage id={option.labelId} />
              </dt>
              <dd>{option.href ? <a href={option.href}>{option.value}</a> : option.value}</dd>
            </div>
          ))}
        </dl>
        <p className="content-meta">
          <FormattedMessage id={CONTACT_HOURS_ID} />
        </p>
      </section>
      <section className="content-section" aria-labelledby="content-contact-faq">
        <h2 id="content-contact-faq" className="content-section-title">
          <FormattedMessage id="content.contact.faq.title" />
        </h2>
        {FAQ.map(({ questionId, answerId }) => (
          <details key={questionId} className="content-faq">
            <summary>
              <FormattedMessage id={questionId} />
            </summary>
            <p className="content-text">
              <FormattedMessage id={answerId} />
            </p>
          </details>
        ))}
      </section>
    </ContentPage>
  );
}
