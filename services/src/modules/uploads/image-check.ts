// An upload is an image when its bytes say so (not its name or declared type). It is then
// re-encoded by sharp in its own format, which applies the EXIF orientation and drops every
// metadata block (EXIF with its GPS position, XMP, comments) and anything after the image data.
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_IMAGE_TYPES, type UploadImageType } from '@minesite/shared/contract';
import { BadRequestError, UnsupportedMediaTypeError } from '../../http/errors.js';
import { decodeImage } from './image-work.js';

export interface CleanImage {
  bytes: Buffer;
  contentType: UploadImageType;
  extension: 'png' | 'jpg' | 'webp' | 'gif';
}

const EXTENSIONS: Record<UploadImageType, CleanImage['extension']> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** Refuses decompression bombs: at most 40 megapixels. */
const MAX_PIXELS = 40_000_000;

export async function cleanImage(upload: Buffer): Promise<CleanImage> {
  if (upload.length === 0) throw new BadRequestError('The file is empty', { code: 'upload_empty' });
  const type = await fileTypeFromBuffer(upload);
  const contentType = UPLOAD_IMAGE_TYPES.find((allowed) => allowed === type?.mime);
  if (!contentType) {
    const found = type ? `${type.mime}` : 'not a recognised file type';
    throw new UnsupportedMediaTypeError(
      `The file is not an image the site accepts (${found}): send a PNG, JPEG, WebP or GIF`,
      { code: 'unsupported_image' },
    );
  }
  const extension = EXTENSIONS[contentType];
  try {
    const animated = contentType === 'image/gif' || contentType === 'image/webp';
    const image = decodeImage(upload, { animated, limitInputPixels: MAX_PIXELS }).rotate();
    const bytes = await image.toFormat(extension === 'jpg' ? 'jpeg' : extension).toBuffer();
    return { bytes, contentType, extension };
  } catch (error) {
    throw new BadRequestError('The image could not be read: it may be damaged or too large', {
      code: 'unreadable_image',
      cause: error,
    });
  }
}
