import { randomBytes } from 'node:crypto';
import {
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOADS_PATH,
  UPLOAD_WIDTHS,
  uploadNameSchema,
  fileEndpoints,
} from '@minesite/shared/contract';
import { NotFoundError } from '../../http/errors.js';
import { moduleRouter, type ApiModule } from '../api-module.js';
import { cleanImage } from './image-check.js';
import { ImageStore, uploadChunksCollection, uploadFilesCollection } from './image-store.js';
import { imageWorkGate } from './image-work.js';
import { readUpload, UPLOAD_FIELD } from './read-upload.js';
import { copyName, saveWithCopies, scaledCopies } from './scaled-image.js';
import { ServedImages } from './served-images.js';

/** A stored file never changes under its name, so browsers and proxies may keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const uploadsModule: ApiModule = {
  name: 'uploads',
  collections: [uploadFilesCollection, uploadChunksCollection],
  createRouter(deps) {
    const images = new ImageStore(deps.db);
    const served = new ServedImages(images);
    const imageWork = imageWorkGate(deps.config.imageWorkConcurrency);
    const api = moduleRouter('/api', 'uploads', deps);

    api.route(
      fileEndpoints.upload,
      {
        summary: 'Store an image (PNG, JPEG, WebP or GIF, at most 5 MB)',
        description:
          'The type is read from the bytes; the image is re-encoded without its metadata and ' +
          `stored under a name the service makes, with a copy at each width (${UPLOAD_WIDTHS.join(', ')}; ` +
          'never enlarged). At most `IMAGE_WORK_CONCURRENCY` images are worked on at once; ' +
          'an upload that finds no turn within a few seconds is answered 503 with Retry-After.',
        // Re-encoding is costly: limited per client like the public writes.
        rateLimit: true,
        rawBody: {
          mediaType: 'multipart/form-data',
          description: `The image in the field "${UPLOAD_FIELD}", and no other field`,
          schema: {
            type: 'object',
            properties: { [UPLOAD_FIELD]: { type: 'string', format: 'binary' } },
            required: [UPLOAD_FIELD],
            additionalProperties: false,
          },
          // The bytes decide (not the part's declared type), and only these are taken.
          encoding: { [UPLOAD_FIELD]: { contentType: UPLOAD_IMAGE_TYPES.join(', ') } },
        },
      },
      async (ctx) => {
        const upload = await readUpload(ctx, UPLOAD_MAX_BYTES);
        const { image, copies } = await imageWork.run(async () => {
          const clean = await cleanImage(upload);
          return { image: clean, copies: await scaledCopies(clean.bytes) };
        });
        const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
        await saveWithCopies(images, name, image.bytes, image.contentType, copies);
        ctx.status = 201;
        ctx.body = { url: `${UPLOADS_PATH}/${name}` };
      },
    );

    api.route(
      fileEndpoints.image,
      {
        summary: 'A stored image, with its content type and a one-year immutable cache',
        description:
          `With \`w\` (${UPLOAD_WIDTHS.join(', ')}), the copy at that width for a page’s srcset ` +
          '(never enlarged, same format), made when the image was stored: serving never scales. ' +
          'An image stored before copies were made is answered at its own size.',
      },
      async (ctx) => {
        const named = uploadNameSchema.safeParse(ctx.state.input.params.name);
        if (!named.success) {
          throw new NotFoundError('No such image', { code: 'image_not_found' });
        }
        const name = named.data;
        const { w } = ctx.state.input.query;
        // An image stored before copies were made has none: its original answers.
        const image =
          (w ? await served.open(copyName(name, w)) : null) ?? (await served.open(name));
        if (!image) throw new NotFoundError(`Image ${name} not found`, { code: 'image_not_found' });
        ctx.set('Cache-Control', IMMUTABLE);
        ctx.set('X-Content-Type-Options', 'nosniff');
        ctx.type = image.contentType;
        ctx.length = image.length;
        ctx.body = image.body();
      },
    );

    return api;
  },
};
