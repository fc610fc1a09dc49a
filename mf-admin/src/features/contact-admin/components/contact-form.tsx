import { useIntl } from 'react-intl';
import type { Contact } from '@minesite/shared/domain';
import { CONTACT_MESSAGE_MAX, CONTACT_TOPICS } from '@minesite/shared/domain';
import { Button, Form, Input, TextArea, Toast } from '@minesite/shared/ui';
import { SingleChoice } from '../../../components/single-choice';
import { useAddContactMutation, useUpdateContactMutation } from '../api';
import { problemText } from '../../../lib/form-problems';
import {
  CONTACT_SOURCES,
  contactFieldProblem,
  contactFormValues,
  editedContactBody,
  isRequiredContactField,
  newContactBody,
  type ContactFormValues,
  type ContactTextField,
} from '../contact-form-rules';
import { CONTACT_TOPIC_MESSAGE_IDS } from './contact-topics';

const FIELD_LABELS: Record<keyof ContactFormValues, string> = {
  title: 'admin.contacts.field.name',
  email: 'admin.contacts.field.email',
  phone: 'admin.contacts.field.phone',
  machineCount: 'admin.contacts.field.machineCount',
  source: 'admin.contacts.field.source',
  topic: 'admin.contacts.field.topic',
  message: 'admin.contacts.field.message',
};

/** Adds a lead (`contact` null) or edits one, keeping its status and creation time. */
export default function ContactForm({
  contact,
  onSaved,
}: {
  contact: Contact | null;
  onSaved: () => void;
}) {
  const intl = useIntl();
  const [form] = Form.useForm<ContactFormValues>();
  const [addContact, adding] = useAddContactMutation();
  const [updateContact, updating] = useUpdateContactMutation();
  const text = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const sources = [...CONTACT_SOURCES] as string[];
  if (contact?.source && !sources.includes(contact.source)) sources.push(contact.source);

  /** The contract's rules of `field`, worded for the form. */
  const editing = contact !== null;
  const rules = (field: ContactTextField) => [
    {
      validator: (_: unknown, value: string | undefined) => {
        const problem = contactFieldProblem(field, value, editing);
        return problem ? Promise.reject(new Error(problemText(text, problem))) : Promise.resolve();
      },
    },
  ];

  async function save(values: ContactFormValues) {
    const filled = { ...contactFormValues(null), ...values };
    const result = contact
      ? await updateContact({ id: contact.id, body: editedContactBody(contact, filled) })
      : await addContact(newContactBody(filled, new Date()));
    if ('error' in result) {
      Toast.show({ icon: 'fail', content: text('contact.admin.error.save') });
      return;
    }
    Toast.show({
      icon: 'success',
      content: text(contact ? 'contact.admin.success.update' : 'contact.admin.success.add'),
    });
    onSaved();
  }

  return (
    <Form
      form={form}
      name="contact"
      layout="vertical"
      initialValues={contactFormValues(contact)}
      onFinish={(values) => void save(values)}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          loading={adding.isLoading || updating.isLoading}
        >
          {text('admin.contacts.form.save')}
        </Button>
      }
    >
      {(['title', 'email'] as const).map((field) => (
        <Form.Item
          key={field}
          name={field}
          label={text(FIELD_LABELS[field])}
          required={isRequiredContactField(field, editing)}
          rules={rules(field)}
        >
          <Input type={field === 'email' ? 'email' : 'text'} autoComplete="off" />
        </Form.Item>
      ))}
      <Form.Item name="phone" label={text(FIELD_LABELS.phone)} rules={rules('phone')}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="machineCount"
        label={text(FIELD_LABELS.machineCount)}
        rules={rules('machineCount')}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="source" label={text(FIELD_LABELS.source)}>
        <SingleChoice
          label={text(FIELD_LABELS.source)}
          options={sources.map((source) => ({ label: source, value: source }))}
        />
      </Form.Item>
      <Form.Item name="topic" label={text(FIELD_LABELS.topic)}>
        <SingleChoice
          required
          label={text(FIELD_LABELS.topic)}
          options={CONTACT_TOPICS.map((topic) => ({
            label: text(CONTACT_TOPIC_MESSAGE_IDS[topic]),
            value: topic,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="message"
        label={text(FIELD_LABELS.message)}
        required={isRequiredContactField('message', editing)}
        rules={rules('message')}
      >
        <TextArea rows={4} showCount maxLength={CONTACT_MESSAGE_MAX} />
      </Form.Item>
    </Form>
  );
}
