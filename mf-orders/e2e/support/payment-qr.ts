/** Reads the order page's payment QR code back, as a wallet app's camera would. */
import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** Draws the QR image on a canvas in the page and decodes its pixels; the text it holds. */
export async function readQrCode(image: Locator): Promise<string> {
  await expect(image).toBeVisible();
  const size = 360;
  const pixels = await image.evaluate(async (img: HTMLImageElement, side) => {
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = side;
    canvas.height = side;
    const context = canvas.getContext('2d')!;
    // A wallet reads dark modules on a light ground: paint one under the image.
    context.fillStyle = '#fff';
    context.fillRect(0, 0, side, side);
    context.drawImage(img, 0, 0, side, side);
    return Array.from(context.getImageData(0, 0, side, side).data);
  }, size);
  const code = jsQR(Uint8ClampedArray.from(pixels), size, size);
  expect(code, 'a QR code in the image').not.toBeNull();
  return code!.data;
}
