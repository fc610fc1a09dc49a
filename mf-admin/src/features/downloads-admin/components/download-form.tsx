import { useId, useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { DownloadItem } from '@minesite/shared/contract';
import { DOWNLOAD_KINDS } from '@minesite/shared/domain';
import { useAppDispatch } from '@minesite/shared/store';
import { Form, Input, TextArea, Toast, CardMeta } from '@minesite/shared/ui';
import { Switch } from '@minesite/shared/ui-admin';
import { AdminSheetForm } from '../../../components/admin-sheet-form';
import { SingleChoice } from '../../../components/single-choice';
import { problemText, type FieldProblem } from '../../../lib/form-problems';
import { problemRule, useFormText } from '../../../lib/form-text';
import { invalidateDownloadList, useUpdateDownloadMutation } from '../api';
import {
  DOWNLOAD_LOCALES,
  DOWNLOAD_TEXT_FIELDS,
  downloadBody,
  downloadFieldProblem,
  downloadFormValues,
  downloadMaxLength,
  fileProblem,
  isValidDownloadBody,
  type DownloadFormValues,
} from '../download-form-rules';
import { DownloadUploadError, uploadDownload } from '../upload-download';
import './download-card.css';

const LANGUAGE_IDS = {
  zh: 'admin.downloads.language.zh',
  en: 'admin.downloads.language.en',
  es: 'admin.downloads.language.es',
  ru: 'admin.downloads.language.ru',
} as const;

/**
 * Uploads a new download (`item` null: its file, checked against the service's limit before
 * sending, with the upload's progress) or edits one's texts, kind, order and published flag.
 */
export default function DownloadForm({
  item,
  nextOrder,
  maxBytes,
  onSaved,
}: {
  item: DownloadItem | null;
  nextOrder: number;
  maxBytes: number;
  onSaved: () => void;
}) {
  const dispatch = useAppDispatch();
  const fileInputId = useId();
  const [form] = Form.useForm<DownloadFormValues>();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<FieldProblem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [updateDownload, updating] = useUpdateDownloadMutation();
  const text = useFormText();

  const contractRule = (...path: string[]) =>
    problemRule<string>(text, (value) => downloadFieldProblem(path, value));

  function chooseFile(chosen: File | null) {
    setFile(chosen);
    setFileError(chosen ? fileProblem(chosen, maxBytes) : null);
  }

  async function save(values: DownloadFormValues) {
    const body = downloadBody(values);
    const problem = item ? null : fileProblem(file, maxBytes);
    setFileError(problem);
    if (problem || !isValidDownloadBody(body)) {
      Toast.show({ icon: 'fail', content: text('admin.downloads.form.incomplete') });
      return;
    }
    if (item) {
      const result = await updateDownload({ id: item.id, body });
      if ('error' in result) {
        Toast.show({ icon: 'fail', content: text('admin.downloads.error.save') });
        return;
      }
    } else {
      setProgress(0);
      try {
        await uploadDownload(body, file!, setProgress);
      } catch (error) {
        const tooLarge = error instanceof DownloadUploadError && error.status === 413;
        Toast.show({
          icon: 'fail',
          content: tooLarge
            ? text('admin.downloads.form.fileTooLarge', { max: maxBytes / 1024 / 1024 })
            : text('admin.downloads.error.upload'),
        });
        return;
      } finally {
        setProgress(null);
      }
      dispatch(invalidateDownloadList());
    }
    Toast.show({
      icon: 'success',
      content: text(item ? 'admin.downloads.success.update' : 'admin.downloads.success.add'),
    });
    onSaved();
  }

  const busy = progress !== null || updating.isLoading;
  return (
    <AdminSheetForm
      form={form}
      name="download"
      initialValues={downloadFormValues(item, nextOrder)}
      onSave={save}
      busy={busy}
      incompleteId="admin.downloads.form.incomplete"
      saveLabelId="admin.downloads.form.save"
      progress={
        progress !== null && (
          <progress
            className="admin-download-progress"
            max={1}
            value={progress}
            aria-label={text('admin.downloads.form.progress')}
          />
        )
      }
    >
      {!item && (
        <Form.Item
          label={text('admin.downloads.form.file')}
          required
          description={
            <FormattedMessage
              id="admin.downloads.form.fileHelp"
              values={{ max: maxBytes / 1024 / 1024 }}
            />
          }
        >
          <input
            id={fileInputId}
            type="file"
            aria-label={text('admin.downloads.form.file')}
            onChange={(event) => chooseFile(event.target.files?.[0] ?? null)}
          />
          {file && !fileError && (
            <CardMeta>
              {file.name} ·{' '}
              <FormattedNumber
                value={file.size / 1024}
                style="unit"
                unit="kilobyte"
                maximumFractionDigits={1}
              />
            </CardMeta>
          )}
          {fileError && (
            <p className="adm-form-item-feedback-error" role="alert">
              {problemText(text, fileError)}
            </p>
          )}
        </Form.Item>
      )}
      <Form.Item
        name="published"
        label={text('admin.downloads.form.published')}
        valuePropName="checked"
        description={<FormattedMessage id="admin.downloads.form.publishedHelp" />}
      >
        <Switch aria-label={text('admin.downloads.form.published')} />
      </Form.Item>
      <Form.Item name="kind" label={text('admin.downloads.form.kind')} required>
        <SingleChoice
          required
          label={text('admin.downloads.form.kind')}
          options={DOWNLOAD_KINDS.map((kind) => ({
            value: kind,
            label: text(`admin.downloads.kind.${kind}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="order"
        label={text('admin.downloads.form.order')}
        required
        rules={[contractRule('order')]}
        description={<FormattedMessage id="admin.downloads.form.orderHelp" />}
      >
        <Input inputMode="numeric" />
      </Form.Item>
      {DOWNLOAD_TEXT_FIELDS.flatMap((field) =>
        DOWNLOAD_LOCALES.map((locale) => (
          <Form.Item
            key={`${field}-${locale}`}
            name={[field, locale]}
            label={text('admin.downloads.form.inLanguage', {
              field: text(`admin.downloads.field.${field}`),
              language: text(LANGUAGE_IDS[locale]),
            })}
            required
            rules={[contractRule(field, locale)]}
          >
            {field === 'description' ? (
              <TextArea
                autoSize={{ minRows: 2, maxRows: 6 }}
                maxLength={downloadMaxLength([field, locale])}
              />
            ) : (
              <Input maxLength={downloadMaxLength([field, locale])} />
            )}
          </Form.Item>
        )),
      )}
    </AdminSheetForm>
  );
}
