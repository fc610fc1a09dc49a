import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { sharedFailureMessageId } from '@minesite/shared/api';
import { CONTACT_MESSAGE_MAX, readContactTopic } from '@minesite/shared/domain';
import {
  Button,
  FormFrame,
  FormFrameItem,
  Input,
  SelectorFrame,
  TextArea,
} from '@minesite/shared/ui';
import type { CheckedField } from '../contact-checks';
import {
  CONTACT_SOURCES,
  SOURCE_LABELS,
  contactBody,
  type ContactFormValues,
} from '../contact-details';
import { useSendContactMutation } from '../api';
import { useContactForm } from '../use-contact-form';
import { TOPIC_OPTIONS } from './contact-form-topics';
import '../../../components/notices.css';
import './contact-form.css';

/**
 * The public contact form: every field required, sent as a new lead. The topic is the one the
 * calling page put in the address (`/contact?topic=repair`, shared/domain/contact-link.ts).
 * Drawn like antd-mobile's Form but checked here (use-contact-form.ts): the page then does not
 * download Form's field engine (rc-field-form, async-validator, Popover: 30 KB).
 */
export function ContactForm() {
  const [params] = useSearchParams();
  const topic = readContactTopic(params);
  // Another call to action while the form is open starts it again with that topic.
  return <ContactFormFields key={topic} topic={topic} />;
}

const emptyForm = (topic: ContactFormValues['topic'][number]): ContactFormValues => ({
  firstName: '',
  email: '',
  phone: '',
  machineCount: '',
  source: [],
  topic: [topic],
  message: '',
});

function ContactFormFields({ topic }: { topic: ContactFormValues['topic'][number] }) {
  const intl = useIntl();
  const [initial] = useState(() => emptyForm(topic));
  const { values, errors, change, submit, reset } = useContactForm(initial);
  const [send, { isLoading }] = useSendContactMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [failureId, setFailureId] = useState('content.contact.form.sendError');
  const formName = `contact-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const idOf = (field: CheckedField) => `${formName}_${field}`;

  async function sendForm(valid: ContactFormValues) {
    setOutcome(null);
    try {
      await send(contactBody(valid)).unwrap();
      reset();
      setOutcome('sent');
    } catch (error) {
      // Too many sends from this address (429) has a wording of its own.
      setFailureId(sharedFailureMessageId(error) ?? 'content.contact.form.sendError');
      setOutcome('failed');
    }
  }

  /** A required field with its label and the errors its last check found. */
  function item(field: CheckedField, control: ReactNode) {
    return (
      <FormFrameItem
        htmlFor={idOf(field)}
        label={<FormattedMessage id={`content.contact.form.${field}`} />}
        required
        errors={(errors[field] ?? []).map(({ id, values: params }) =>
          intl.formatMessage({ id }, params),
        )}
      >
        {control}
      </FormFrameItem>
    );
  }

  if (outcome === 'sent') {
    return (
      <div className="content-success" role="status">
        <p>
          <FormattedMessage id="content.contact.form.sent" />
        </p>
        <Button size="small" onClick={() => setOutcome(null)}>
          <FormattedMessage id="content.contact.form.again" />
        </Button>
      </div>
    );
  }

  return (
    <FormFrame
      className="content-form"
      onSubmit={() => submit((valid) => void sendForm(valid))}
      footer={
        <>
          {outcome === 'failed' && (
            <p className="content-error" role="alert">
              <FormattedMessage id={failureId} />
            </p>
          )}
          <Button block type="submit" color="primary" loading={isLoading}>
            <FormattedMessage id="content.contact.form.submit" />
          </Button>
        </>
      }
    >
      {item(
        'firstName',
        <Input
          id={idOf('firstName')}
          autoComplete="given-name"
          placeholder={intl.formatMessage({ id: 'content.contact.form.firstNamePlaceholder' })}
          value={values.firstName}
          onChange={(value) => change('firstName', value)}
        />,
      )}
      {item(
        'email',
        <Input
          id={idOf('email')}
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={values.email}
          onChange={(value) => change('email', value)}
        />,
      )}
      {item(
        'phone',
        <Input
          id={idOf('phone')}
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(value) => change('phone', value)}
        />,
      )}
      {item(
        'machineCount',
        <Input
          id={idOf('machineCount')}
          inputMode="numeric"
          placeholder={intl.formatMessage({ id: 'content.contact.form.machineCountPlaceholder' })}
          value={values.machineCount}
          onChange={(value) => change('machineCount', value)}
        />,
      )}
      {item(
        'topic',
        <SelectorFrame
          aria-label={intl.formatMessage({ id: 'content.contact.form.topic' })}
          columns={2}
          options={TOPIC_OPTIONS.map((option) => ({
            value: option.topic,
            label: intl.formatMessage({ id: option.labelId }),
          }))}
          value={values.topic}
          onChange={(value) => change('topic', value)}
        />,
      )}
      {item(
        'message',
        <TextArea
          id={idOf('message')}
          rows={4}
          showCount
          maxLength={CONTACT_MESSAGE_MAX}
          placeholder={intl.formatMessage({ id: 'content.contact.form.messagePlaceholder' })}
          value={values.message}
          onChange={(value) => change('message', value)}
        />,
      )}
      <div className="content-honeypot" aria-hidden="true">
        <input
          type="text"
          tabIndex={-1}
          autoComplete="off"
          id={`${formName}_website`}
          value={values.website ?? ''}
          onChange={(event) => change('website', event.target.value)}
        />
      </div>
      {item(
        'source',
        <SelectorFrame
          aria-label={intl.formatMessage({ id: 'content.contact.form.source' })}
          columns={2}
          options={CONTACT_SOURCES.map((source) => ({
            value: source,
            label: intl.formatMessage({ id: SOURCE_LABELS[source] }),
          }))}
          value={values.source}
          onChange={(value) => change('source', value)}
        />,
      )}
    </FormFrame>
  );
}
