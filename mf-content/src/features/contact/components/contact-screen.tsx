import { FormattedMessage } from 'react-intl';
import { CardTitle } from '@minesite/shared/ui';
import { ContentPage } from '../../../components/content-page';
import { FAQ } from '../contact-details';
import { ContactOptions } from './contact-options';
import { ContactForm } from './contact-form';
import '../../../components/text-section.css';
import './contact-screen.css';

/** `/contact`: the public form, the other ways to reach us and the FAQ. */
export function ContactScreen() {
  return (
    <ContentPage titleId="route.contact" introId="content.contact.intro">
      <ContactForm />
      <ContactOptions />
      <section className="content-section" aria-labelledby="content-contact-faq">
        <CardTitle id="content-contact-faq" as="h2" variant="headline">
          <FormattedMessage id="content.contact.faq.title" />
        </CardTitle>
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
