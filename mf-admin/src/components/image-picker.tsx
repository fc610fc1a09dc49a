import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Toast } from '@minesite/shared/ui';
import { mediaUrl } from '../lib/media-url';
import { useImageUpload } from '../lib/use-image-upload';
import './image-picker.css';

/**
 * Images uploaded through `POST /api/upload`: a preview of each with delete (图片已删除), and a
 * button that picks a file from the phone, checks it and uploads it while there is room.
 */
export function ImagePicker({
  labelId,
  urls,
  max,
  onChange,
}: {
  labelId: string;
  urls: readonly string[];
  max: number;
  onChange: (urls: string[]) => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { uploadImage, uploading } = useImageUpload();
  const label = intl.formatMessage({ id: labelId });

  async function picked(files: FileList | null) {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const url = await uploadImage(file);
    if (url) onChange([...urls, url]);
  }

  function remove(url: string) {
    onChange(urls.filter((u) => u !== url));
    Toast.show({ content: intl.formatMessage({ id: 'admin.upload.deleted' }) });
  }

  return (
    <div className="admin-images" role="group" aria-label={label}>
      {urls.map((url, index) => (
        <figure key={url} className="admin-image">
          <img
            src={mediaUrl(url)}
            alt={intl.formatMessage({ id: 'admin.upload.preview' }, { label, number: index + 1 })}
          />
          <Button
            size="mini"
            color="danger"
            fill="outline"
            onClick={() => remove(url)}
            aria-label={intl.formatMessage(
              { id: 'admin.upload.deleteLabel' },
              { label, number: index + 1 },
            )}
          >
            <FormattedMessage id="admin.upload.delete" />
          </Button>
        </figure>
      ))}
      {urls.length < max && (
        <>
          <input
            ref={input}
            id={inputId}
            className="admin-file-input"
            type="file"
            accept="image/*"
            aria-label={label}
            tabIndex={-1}
            onChange={(event) => void picked(event.target.files)}
          />
          <Button
            size="small"
            loading={uploading}
            disabled={uploading}
            onClick={() => input.current?.click()}
          >
            <FormattedMessage id="admin.upload.choose" values={{ label }} />
          </Button>
        </>
      )}
    </div>
  );
}
