import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ContentItem, ContentKind } from '@minesite/shared/contract';
import { Form, Input, TextArea, Toast } from '@minesite/shared/ui';
import { Switch } from '@minesite/shared/ui-admin';
import { AdminSheetForm } from '../../../components/admin-sheet-form';
import { showSaveOutcome } from '../../../components/save-outcome';
import { ImagePicker } from '../../../components/image-picker';
import { SingleChoice } from '../../../components/single-choice';
import { problemRule, useFormText } from '../../../lib/form-text';
import { LANGUAGE_NAME_IDS } from '../../../lib/language-names';
import { useCreateContentMutation, useUpdateContentMutation } from '../api';
import {
  choiceLabelId,
  CONTENT_ADMIN_KINDS,
  CONTENT_LOCALES,
  fieldLabelId,
  type ContentField,
} from '../content-fields';
import {
  contentBody,
  contentFieldProblem,
  contentFormValues,
  contentMaxLength,
  isValidContentBody,
  type ContentFormValues,
} from '../content-form-rules';

/**
 * Adds an item of `kind` (`item` null) or edits one: the kind's fields (content-fields.ts), each
 * text in the four languages, the publish switch and the order; checked with the contract.
 */
export default function ContentForm({
  kind,
  item,
  nextOrder,
  onSaved,
}: {
  kind: ContentKind;
  item: ContentItem<ContentKind> | null;
  nextOrder: number;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<ContentFormValues>();
  const stored = (item ?? {}) as Record<string, unknown>;
  const [photo, setPhoto] = useState<string | null>((stored.photo as string | null) ?? null);
  const [createContent, creating] = useCreateContentMutation();
  const [updateContent, updating] = useUpdateContentMutation();
  const text = useFormText();

  /** The contract's rule of the field at `path` (`['order']`, `['title', 'zh']`). */
  const contractRule = (...path: string[]) =>
    problemRule<string>(text, (value) => contentFieldProblem(kind, path, value));

  async function save(values: ContentFormValues) {
    const body = contentBody(kind, values, photo);
    if (!isValidContentBody(kind, body)) {
      Toast.show({ icon: 'fail', content: text('admin.content.form.incomplete') });
      return;
    }
    const result = item
      ? await updateContent({ kind, id: item.id, body })
      : await createContent({ kind, body });
    const success = item ? 'admin.content.success.update' : 'admin.content.success.add';
    if (showSaveOutcome(result, text, { error: 'admin.content.error.save', success })) onSaved();
  }

  function editorOf(field: ContentField) {
    const label = text(fieldLabelId(kind, field.name));
    switch (field.editor) {
      case 'localized':
        return CONTENT_LOCALES.map((locale) => (
          <Form.Item
            key={`${field.name}-${locale}`}
            name={['fields', field.name, locale]}
            label={text('admin.content.form.inLanguage', {
              field: label,
              language: text(LANGUAGE_NAME_IDS[locale]),
            })}
            required
            rules={[contractRule(field.name, locale)]}
          >
            {field.long ? (
              <TextArea
                autoSize={{ minRows: 2, maxRows: 6 }}
                maxLength={contentMaxLength(kind, [field.name, locale])}
              />
            ) : (
              <Input maxLength={contentMaxLength(kind, [field.name, locale])} />
            )}
          </Form.Item>
        ));
      case 'choice':
        return (
          <Form.Item key={field.name} name={['fields', field.name]} label={label} required>
            <SingleChoice
              required
              label={label}
              options={field.options.map((value) => ({
                value,
                label: text(choiceLabelId(field.name, value)),
              }))}
            />
          </Form.Item>
        );
      case 'photo':
        return (
          <Form.Item key={field.name} label={label}>
            <ImagePicker
              labelId={fieldLabelId(kind, field.name)}
              urls={photo ? [photo] : []}
              max={1}
              onChange={(urls) => setPhoto(urls[0] ?? null)}
            />
          </Form.Item>
        );
      default:
        return (
          <Form.Item
            key={field.name}
            name={['fields', field.name]}
            label={label}
            required={field.editor !== 'plain'}
            rules={[contractRule(field.name)]}
            description={
              field.editor === 'date' ? <FormattedMessage id="admin.content.form.dateHelp" /> : null
            }
          >
            <Input
              inputMode={field.editor === 'number' ? 'decimal' : undefined}
              maxLength={contentMaxLength(kind, [field.name])}
            />
          </Form.Item>
        );
    }
  }

  return (
    <AdminSheetForm
      form={form}
      name={`content-${kind}`}
      initialValues={contentFormValues(kind, item, nextOrder)}
      onSave={save}
      busy={creating.isLoading || updating.isLoading}
      incompleteId="admin.content.form.incomplete"
      saveLabelId="admin.content.form.save"
    >
      <Form.Item
        name="published"
        label={text('admin.content.form.published')}
        valuePropName="checked"
        description={<FormattedMessage id="admin.content.form.publishedHelp" />}
      >
        <Switch aria-label={text('admin.content.form.published')} />
      </Form.Item>
      <Form.Item
        name="order"
        label={text('admin.content.form.order')}
        required
        rules={[contractRule('order')]}
        description={<FormattedMessage id="admin.content.form.orderHelp" />}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      {CONTENT_ADMIN_KINDS[kind].fields.map(editorOf)}
    </AdminSheetForm>
  );
}
