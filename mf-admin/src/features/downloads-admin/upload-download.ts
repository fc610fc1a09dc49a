// The admin's upload of a download: multipart (the item's JSON first, then the file, as the
// service reads them) sent with XMLHttpRequest, whose upload events give the progress that
// fetch cannot.
import { adminSessionRejected } from '@minesite/shared/api-events';
import { getRuntimeConfig } from '@minesite/shared/config';
import {
  DOWNLOAD_FILE_FIELD,
  DOWNLOAD_ITEM_FIELD,
  type DownloadItem,
  type DownloadRequest,
} from '@minesite/shared/contract';
import { fileRoutes } from '@minesite/shared/routes/files';

/** A refused or broken upload: the HTTP status (0 when nothing answered). */
export class DownloadUploadError extends Error {
  constructor(readonly status: number) {
    super(`upload failed: ${status}`);
  }
}

export function uploadDownload(
  item: DownloadRequest,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<DownloadItem> {
  const body = new FormData();
  body.append(DOWNLOAD_ITEM_FIELD, JSON.stringify(item));
  body.append(DOWNLOAD_FILE_FIELD, file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const { method, path } = fileRoutes.addDownload;
    request.open(method.toUpperCase(), `${getRuntimeConfig().apiBaseUrl}${path}`);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status === 201) {
        resolve(request.response as DownloadItem);
        return;
      }
      if (request.status === 401) adminSessionRejected();
      reject(new DownloadUploadError(request.status));
    };
    request.onerror = () => reject(new DownloadUploadError(0));
    request.send(body);
  });
}
