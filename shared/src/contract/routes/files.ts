import type { Route } from './route';

/** Stored images are served under this path: `${UPLOADS_PATH}/{name}`. */
export const UPLOADS_PATH = '/api/uploads';

/** The operator's images (uploads) and the downloads of the software page. */
export const fileRoutes = {
  upload: { method: 'post', path: '/api/upload', admin: true },
  image: { method: 'get', path: `${UPLOADS_PATH}/:name` },
  downloads: { method: 'get', path: '/api/downloads' },
  downloadFile: { method: 'get', path: '/api/downloads/:id/file' },
  adminDownloads: { method: 'get', path: '/api/admin/downloads', admin: true },
  addDownload: { method: 'post', path: '/api/admin/downloads', admin: true },
  updateDownload: { method: 'put', path: '/api/admin/downloads/:id', admin: true },
  removeDownload: { method: 'delete', path: '/api/admin/downloads/:id', admin: true },
} as const satisfies Record<string, Route>;
