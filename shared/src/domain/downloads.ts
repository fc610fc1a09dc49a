/** The downloads vocabulary, free of zod for the visitor's page. */
import { fileRoutes } from '../contract/routes/files';
import { routePath } from '../contract/routes/route';

/** What a download is, shown as its tag on /software. */
export const DOWNLOAD_KINDS = ['firmware', 'sdRecovery', 'userGuide', 'other'] as const;
export type DownloadKind = (typeof DOWNLOAD_KINDS)[number];

/** The multipart fields of an admin upload: the item's JSON first, then the file. */
export const DOWNLOAD_ITEM_FIELD = 'item';
export const DOWNLOAD_FILE_FIELD = 'file';

/** Where a download's bytes are served: `${downloadFilePath(id)}` on the API. */
export const downloadFilePath = (id: string) => routePath(fileRoutes.downloadFile, { id });
