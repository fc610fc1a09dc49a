import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedFailureMessageId } from '@minesite/shared/api';
import { Button, Field, FieldError, FieldLabel, FieldStack } from '@minesite/shared/ui';
import {
  CONSULTATION_FIELDS,
  missingFields,
  trimmed,
  type ConsultationField,
} from '../lib/consultation-rules';
import { useSendPowerConsultationMutation } from '../lib/power-consultations-api';
import './cards-and-panels.css';
import './consultation-form.css';

const EMPTY = { name: '', email: '', message: '' };
type Outcome = 'sent' | 'failed' | null;

/**
 * The enquiry form (name, e-mail, message): sent to the power team as a consultation. Each
 * field left empty shows its own prompt and nothing is sent; the reply shows success or the
 * 'send error' failure, keeping what was typed so it can be sent again.
 */
export function ConsultationForm({
  id,
  titleId,
  initialMessage = '',
}: {
  /** Distinguishes the form's fields when a page has more than one. */
  id: string;
  titleId: string;
  initialMessage?: string;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState({ ...EMPTY, message: initialMessage });
  // The honeypot: hidden from people (and screen readers), filled only by bots.
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ConsultationField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [failureId, setFailureId] = useState('shop.consult.sendError');
  const [send, { isLoading }] = useSendPowerConsultationMutation();

  async function submit() {
    const missing = missingFields(draft);
    setErrors(missing);
    setOutcome(null);
    if (Object.keys(missing).length > 0) return;
    const result = await send({ ...trimmed(draft), ...(website ? { website } : {}) });
    if ('error' in result) {
      // Too many sends from this address (429) has a wording of its own.
      setFailureId(sharedFailureMessageId(result.error) ?? 'shop.consult.sendError');
      setOutcome('failed');
      return;
    }
    setOutcome('sent');
    setDraft({ ...EMPTY, message: initialMessage });
  }

  const field = (name: ConsultationField) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    const common = {
      id: fieldId,
      name,
      value: draft[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${fieldId}-error` : undefined,
      placeholder: intl.formatMessage({ id: `shop.consult.placeholder.${name}` }),
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setDraft((d) => ({ ...d, [name]: value }));
        if (value.trim()) setErrors((e) => ({ ...e, [name]: undefined }));
      },
    };
    return (
      <Field variant="native" key={name}>
        <FieldLabel htmlFor={fieldId}>
          <FormattedMessage id={`shop.consult.${name}`} />
        </FieldLabel>
        {name === 'message' ? (
          <textarea {...common} rows={4} maxLength={5000} />
        ) : (
          <input
            {...common}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'email' ? 'email' : 'name'}
            maxLength={name === 'email' ? 320 : 200}
          />
        )}
        {error && (
          <FieldError id={`${fieldId}-error`} role="alert">
            <FormattedMessage id={error} />
          </FieldError>
        )}
      </Field>
    );
  };

  return (
    <section className="shop-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="shop-section-title">
        <FormattedMessage id={titleId} />
      </h2>
      <FieldStack
        as="form"
        tight
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {CONSULTATION_FIELDS.map(field)}
        <div className="shop-honeypot" aria-hidden="true">
          <input
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(event) => setWebsite(event.target.value)}
          />
        </div>
        {outcome === 'sent' && (
          <p role="status" className="shop-success">
            <FormattedMessage id="shop.consult.sent" />
          </p>
        )}
        {outcome && outcome !== 'sent' && (
          <FieldError role="alert">
            <FormattedMessage id={failureId} />
          </FieldError>
        )}
        <Button block color="primary" type="submit" loading={isLoading}>
          <FormattedMessage id="shop.consult.submit" />
        </Button>
      </FieldStack>
    </section>
  );
}
