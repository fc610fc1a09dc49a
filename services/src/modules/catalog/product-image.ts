// Pictures for the seeded products, drawn here (no network, no font): a tinted card with a
// simple drawing of the product's kind, encoded as WebP by sharp. The same id always gives
// the same picture.
import { createHash } from 'node:crypto';
import type { ProductCategory } from '@minesite/shared/contract';
import { decodeImage } from '../uploads/image-work.js';

const WIDTH = 640;
const HEIGHT = 480;

const stroke = (width = 10) =>
  `fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
const ink = stroke();
const fan = (cx: number, cy: number, r: number) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" ${ink}/>` +
  `<circle cx="${cx}" cy="${cy}" r="${r / 4}" fill="#ffffff"/>` +
  [0, 60, 120]
    .map(
      (angle) =>
        `<line x1="${cx}" y1="${cy - r + 12}" x2="${cx}" y2="${cy + r - 12}" ${stroke(6)} ` +
        `transform="rotate(${angle} ${cx} ${cy})"/>`,
    )
    .join('');

/** One drawing per kind, within a 640 × 480 frame. */
const drawings: Record<ProductCategory, string> = {
  miner:
    `<rect x="120" y="150" width="400" height="200" rx="18" ${ink}/>` +
    fan(200, 250, 70) +
    fan(440, 250, 70) +
    `<line x1="290" y1="180" x2="350" y2="180" ${ink}/><line x1="290" y1="320" x2="350" y2="320" ${ink}/>`,
  'cloud-package':
    `<path d="M200 300 a70 70 0 0 1 20-135 a95 95 0 0 1 180-10 a75 75 0 0 1 40 145 z" ${ink}/>` +
    `<line x1="260" y1="380" x2="260" y2="330" ${ink}/><line x1="320" y1="380" x2="320" y2="300" ${ink}/>` +
    `<line x1="380" y1="380" x2="380" y2="270" ${ink}/>`,
  'gpu-plan':
    `<rect x="110" y="170" width="420" height="160" rx="14" ${ink}/>` +
    fan(230, 250, 55) +
    fan(410, 250, 55) +
    `<line x1="150" y1="350" x2="490" y2="350" ${ink}/>`,
  container:
    `<rect x="80" y="160" width="480" height="180" rx="6" ${ink}/>` +
    [140, 200, 260, 320, 380, 440, 500]
      .map((x) => `<line x1="${x}" y1="180" x2="${x}" y2="320" ${stroke(6)}/>`)
      .join(''),
  'hosting-site':
    `<rect x="130" y="200" width="110" height="170" ${ink}/><rect x="265" y="140" width="110" height="230" ${ink}/>` +
    `<rect x="400" y="230" width="110" height="140" ${ink}/><line x1="100" y1="370" x2="540" y2="370" ${ink}/>`,
  'gas-generator':
    `<rect x="110" y="190" width="380" height="160" rx="10" ${ink}/>` +
    `<path d="M510 170 q-30 -40 0 -80 q30 40 0 80 z" ${ink}/>` +
    `<line x1="150" y1="240" x2="450" y2="240" ${ink}/><line x1="150" y1="300" x2="450" y2="300" ${ink}/>`,
  'water-cooling':
    `<path d="M320 110 q-110 150 -110 210 a110 110 0 0 0 220 0 q0 -60 -110 -210 z" ${ink}/>` +
    `<path d="M270 320 a50 50 0 0 0 50 50" ${ink}/>`,
  'ai-power':
    `<rect x="220" y="140" width="200" height="200" rx="16" ${ink}/><rect x="270" y="190" width="100" height="100" ${ink}/>` +
    [180, 240, 300]
      .map(
        (offset) =>
          `<line x1="${offset + 60}" y1="100" x2="${offset + 60}" y2="140" ${ink}/>` +
          `<line x1="${offset + 60}" y1="340" x2="${offset + 60}" y2="380" ${ink}/>`,
      )
      .join(''),
  draw:
    `<rect x="170" y="210" width="300" height="170" rx="8" ${ink}/><rect x="150" y="160" width="340" height="60" rx="8" ${ink}/>` +
    `<line x1="320" y1="160" x2="320" y2="380" ${ink}/><path d="M320 160 q-70 -70 -90 -10 M320 160 q70 -70 90 -10" ${ink}/>`,
  auction:
    `<rect x="200" y="150" width="190" height="80" rx="12" ${ink} transform="rotate(-30 295 190)"/>` +
    `<line x1="320" y1="220" x2="450" y2="360" ${stroke(18)}/><line x1="140" y1="380" x2="330" y2="380" ${ink}/>`,
};

function productImageSvg(id: string, category: ProductCategory): string {
  const hue = createHash('sha256').update(id).digest().readUInt16BE(0) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue}, 55%, 42%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360}, 60%, 22%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${drawings[category]}</svg>`
  );
}

/** The picture as WebP bytes. */
export function productImage(id: string, category: ProductCategory): Promise<Buffer> {
  return decodeImage(Buffer.from(productImageSvg(id, category)))
    .webp({ quality: 80 })
    .toBuffer();
}
