import type { DownloadItem } from '@minesite/shared/contract';
import type { DownloadDocument } from './repository.js';

/** The stored download as the service answers it (`downloadItemSchema`). */
export function toDownloadReply(download: DownloadDocument): DownloadItem {
  const { fileId: _fileId, uploadDate, ...file } = download.file;
  return {
    id: download._id,
    kind: download.kind,
    title: download.title,
    description: download.description,
    published: download.published,
    order: download.order,
    file: { ...file, uploadDate: uploadDate.toISOString() },
    updatedAt: download.updatedAt.toISOString(),
  };
}
