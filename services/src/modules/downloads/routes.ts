import {
  DOWNLOAD_FILE_FIELD,
  DOWNLOAD_ITEM_FIELD,
  downloadInputSchema,
  fileEndpoints,
} from '@minesite/shared/contract';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  CONDITIONAL_REPLIES,
  conditionalGet,
  PUBLIC_CACHE_CONTROL,
} from '../../http/conditional-get.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import type { AdminState } from '../auth/require-admin.js';
import { SESSION_COOKIE } from '../auth/session-cookie.js';
import { downloadFileCollections, DownloadFileStore } from './file-store.js';
import { readDownloadUpload } from './read-download-upload.js';
import { toDownloadReply } from './reply.js';
import { downloadsCollection } from './repository.js';
import { downloadsSeededCollection, seedDownloads } from './seed-downloads.js';
import { DownloadsService } from './service.js';

const actor = (ctx: Context) => (ctx.state as AdminState).admin;

export const downloadsModule: ApiModule = {
  name: 'downloads',
  collections: [
    downloadsCollection,
    downloadsSeededCollection,
    downloadFileCollections.files,
    downloadFileCollections.chunks,
  ],
  async seed(deps) {
    await seedDownloads(deps.db, new DownloadFileStore(deps.db));
  },
  createRouter(deps) {
    const files = new DownloadFileStore(deps.db);
    const downloads = new DownloadsService(deps.db, files);
    const maxBytes = deps.config.downloadMaxBytes;
    const maxMb = maxBytes / 1024 / 1024;
    const api = moduleRouter('/api', 'downloads', deps);

    api.route(
      fileEndpoints.downloads,
      {
        summary: 'The published downloads (/software), in list order',
        description:
          'Each with its file’s name, size, upload date and SHA-256. Answered from the ' +
          'service’s copy in memory: a write through another replica shows within about a second.',
        before: [conditionalGet({ sessionCookie: SESSION_COOKIE })],
        replies: CONDITIONAL_REPLIES,
      },
      async (ctx) => {
        ctx.body = { items: (await downloads.published()).map(toDownloadReply) };
      },
    );

    api.route(
      fileEndpoints.downloadFile,
      {
        summary: 'The bytes of a published download, saved under its file name',
        description:
          'Sent uncompressed with Content-Length, `Content-Disposition: attachment`, the ' +
          'SHA-256 in `Repr-Digest` and as the strong ETag (304 on a matching If-None-Match).',
        replies: {
          200: {
            headers: {
              'Content-Disposition': {
                description: '`attachment` with the file name',
                schema: { type: 'string' },
              },
              'Repr-Digest': {
                description: '`sha-256=:<base64>:` (RFC 9530)',
                schema: { type: 'string' },
              },
              ETag: {
                description: 'The SHA-256 in hexadecimal, quoted',
                schema: { type: 'string' },
              },
              'Cache-Control': {
                description: `\`${PUBLIC_CACHE_CONTROL}\``,
                schema: { type: 'string' },
              },
            },
          },
        },
      },
      async (ctx) => {
        const download = await downloads.publishedOne(ctx.state.input.params.id);
        const { file } = download;
        ctx.set('ETag', `"${file.sha256}"`);
        ctx.set('Cache-Control', PUBLIC_CACHE_CONTROL);
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.set('Repr-Digest', `sha-256=:${Buffer.from(file.sha256, 'hex').toString('base64')}:`);
        ctx.attachment(file.name, { type: 'attachment' });
        ctx.type = file.contentType;
        // Fresh against the ETag: 304 without reading the file.
        ctx.status = 200;
        if (ctx.fresh) {
          ctx.status = 304;
          return;
        }
        // The digest and length describe the stored bytes: never re-encoded on the way.
        ctx.compress = false;
        ctx.length = file.size;
        ctx.body = files.open(file.fileId);
      },
    );

    api.route(
      fileEndpoints.adminDownloads,
      {
        summary: 'Every download, published or not, and the largest file accepted',
      },
      async (ctx) => {
        ctx.body = { items: (await downloads.all()).map(toDownloadReply), maxBytes };
      },
    );

    api.route(
      fileEndpoints.addDownload,
      {
        summary: `Upload a download (at most DOWNLOAD_MAX_MB, now ${maxMb} MB)`,
        description:
          `Multipart: the item’s JSON in the field "${DOWNLOAD_ITEM_FIELD}" and the file in ` +
          `"${DOWNLOAD_FILE_FIELD}" (either first; the item first saves storing a refused file). The file streams into GridFS, its size and ` +
          'SHA-256 measured on the way; a larger file is stopped there and nothing is kept.',
        rateLimit: true,
        rawBody: {
          mediaType: 'multipart/form-data',
          description: `The item (JSON, as the edit's body) and the file`,
          schema: {
            type: 'object',
            properties: {
              [DOWNLOAD_ITEM_FIELD]: z.toJSONSchema(downloadInputSchema, { io: 'input' }),
              // An empty file is refused (400 download_empty).
              [DOWNLOAD_FILE_FIELD]: { type: 'string', format: 'binary', minLength: 1 },
            },
            required: [DOWNLOAD_ITEM_FIELD, DOWNLOAD_FILE_FIELD],
            additionalProperties: false,
          },
          encoding: { [DOWNLOAD_ITEM_FIELD]: { contentType: 'application/json' } },
        },
        errors: { 413: `a file over ${maxMb} MB (download_too_large; nothing is stored)` },
      },
      async (ctx) => {
        const upload = await readDownloadUpload(ctx, files, maxBytes);
        ctx.status = 201;
        ctx.body = toDownloadReply(await downloads.create(upload, actor(ctx)));
      },
    );

    api.route(
      fileEndpoints.updateDownload,
      {
        summary: 'Edit a download’s texts, kind, order and published flag (the file stays)',
      },
      async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = toDownloadReply(await downloads.update(params.id, body, actor(ctx)));
      },
    );

    api.route(
      fileEndpoints.removeDownload,
      {
        summary: 'Delete a download and its stored file',
      },
      async (ctx) => {
        await downloads.remove(ctx.state.input.params.id, actor(ctx));
        ctx.body = { message: '删除成功' };
      },
    );

    return api;
  },
};
