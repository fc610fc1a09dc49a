import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { sharedFailureMessageId } from '@minesite/shared/api';
import { CONTACT_MESSAGE_MAX, readContactTopic } from '@minesite/shared/domain';
import { Button, Form, Input, Selector, TextArea } from '@minesite/shared/ui';
import { useSendContactMutation } from '../api';
import {
  CONTACT_SOURCES,
  SOURCE_LABELS,
  contactBody,
  type ContactFormValues,
} from '../contact-details';
import { TOPIC_OPTIONS } from './contact-form-topics';
import '../../../components/notices.css';
import './contact-form.css';

/**
 * The public contact form: every field required, sent as a new lead. The topic is the one the
 * calling page put in the address (`/contact?topic=repair`, shared/domain/contact-link.ts).
 */
export function ContactForm() {
  const [params] = useSearchParams();
  const topic = readContactTopic(params);
  // Another call to action while the form is open starts it again with that topic.
  return <ContactFormFields key={topic} topic={topic} />;
}

function ContactFormFields({ topic }: { topic: ContactFormValues['topic'][number] }) {
  const intl = useIntl();
  const [form] = Form.useForm<ContactFormValues>();
  const [send, { isLoading }] = useSendContactMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [failureId, setFailureId] = useState('content.contact.form.sendError');
  const formName = `contact-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const required = [
    {
      required: true,
      whitespace: true,
      message: intl.formatMessage({ id: 'content.contact.form.required' }),
    },
  ];

  async function submit(values: ContactFormValues) {
    setOutcome(null);
    try {
      await send(contactBody(values)).unwrap();
      form.resetFields();
      setOutcome('sent');
    } catch (error) {
      // Too many sends from this address (429) has a wording of its own.
      setFailureId(sharedFailureMessageId(error) ?? 'content.contact.form.sendError');
      setOutcome('failed');
    }
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
    <Form
      form={form}
      name={formName}
      layout="vertical"
      className="content-form"
      initialValues={{ topic: [topic] }}
      onFinish={submit}
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
      <Form.Item
        name="firstName"
        label={<FormattedMessage id="content.contact.form.firstName" />}
        rules={required}
      >
        <Input
          autoComplete="given-name"
          placeholder={intl.formatMessage({ id: 'content.contact.form.firstNamePlaceholder' })}
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={<FormattedMessage id="content.contact.form.email" />}
        rules={[
          ...required,
          {
            type: 'email',
            message: intl.formatMessage({ id: 'content.contact.form.emailInvalid' }),
          },
        ]}
      >
        <Input type="email" autoComplete="email" placeholder="name@example.com" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={<FormattedMessage id="content.contact.form.phone" />}
        rules={required}
      >
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="machineCount"
        label={<FormattedMessage id="content.contact.form.machineCount" />}
        rules={required}
      >
        <Input
          inputMode="numeric"
          placeholder={intl.formatMessage({ id: 'content.contact.form.machineCountPlaceholder' })}
        />
      </Form.Item>
      <Form.Item
        name="topic"
        label={<FormattedMessage id="content.contact.form.topic" />}
        rules={[
          {
            required: true,
            type: 'array',
            message: intl.formatMessage({ id: 'content.contact.form.required' }),
          },
        ]}
      >
        <Selector
          columns={2}
          options={TOPIC_OPTIONS.map((option) => ({
            value: option.topic,
            label: intl.formatMessage({ id: option.labelId }),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="message"
        label={<FormattedMessage id="content.contact.form.message" />}
        rules={[
          ...required,
          {
            max: CONTACT_MESSAGE_MAX,
            message: intl.formatMessage(
              { id: 'content.contact.form.messageTooLong' },
              { max: CONTACT_MESSAGE_MAX },
            ),
          },
        ]}
      >
        <TextArea
          rows={4}
          showCount
          maxLength={CONTACT_MESSAGE_MAX}
          placeholder={intl.formatMessage({ id: 'content.contact.form.messagePlaceholder' })}
        />
      </Form.Item>
      <div className="content-honeypot" aria-hidden="true">
        <Form.Item name="website" noStyle>
          <input type="text" tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </div>
      <Form.Item
        name="source"
        label={<FormattedMessage id="content.contact.form.source" />}
        rules={[
          {
            required: true,
            type: 'array',
            message: intl.formatMessage({ id: 'content.contact.form.required' }),
          },
        ]}
      >
        <Selector
          columns={2}
          options={CONTACT_SOURCES.map((source) => ({
            value: source,
            label: intl.formatMessage({ id: SOURCE_LABELS[source] }),
          }))}
        />
      </Form.Item>
    </Form>
  );
}
