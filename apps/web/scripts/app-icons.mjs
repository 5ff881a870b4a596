// Writes the site's icons from the logo's helmet mark (src/components/site/Logo.tsx):
// src/app/icon.svg (browsers that take SVG), src/app/favicon.ico (the /favicon.ico every
// browser asks for, 16/32/48 px PNGs inside) and src/app/apple-icon.png (180 px, home screens).
// Next serves them as metadata files. Run: node scripts/app-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BRAND = [0xc2, 0x41, 0x0c];
const WHITE = [0xff, 0xff, 0xff];

// The mark on a 32-unit grid, as Logo.tsx draws it, on a brand-coloured rounded square.
const inRoundedSquare = (x, y) => {
  const r = 6;
  const cx = Math.min(Math.max(x, r), 32 - r);
  const cy = Math.min(Math.max(y, r), 32 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
};
const inDome = (x, y) => y <= 21 && (x - 16) ** 2 + (y - 21) ** 2 <= 11 * 11 && y >= 9;
const inBrim = (x, y) => y >= 21 && y <= 25 && x >= 4 && x <= 28;
const inStripe = (x, y) => Math.abs(x - 16) <= 1.3 && y >= 11 && y <= 17;

function colourAt(x, y) {
  if (!inRoundedSquare(x, y)) return null;
  if ((inDome(x, y) || inBrim(x, y)) && !inStripe(x, y)) return WHITE;
  return BRAND;
}

/** RGBA pixels of the icon at `size`, 4×4 samples per pixel. */
function render(size) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 32;
          const y = ((py + (sy + 0.5) / samples) / size) * 32;
          const colour = colourAt(x, y);
          if (!colour) continue;
          for (let c = 0; c < 3; c += 1) sum[c] += colour[c];
          sum[3] += 255;
        }
      }
      const n = samples * samples;
      const covered = sum[3] / 255;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1)
        pixels[offset + c] = covered ? Math.round(sum[c] / covered) : 0;
      pixels[offset + 3] = Math.round(sum[3] / n);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer) {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(size) {
  const pixels = render(size);
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    rows.push(Buffer.from([0]), pixels.subarray(y * size * 4, (y + 1) * size * 4));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
function ico(sizes) {
  const images = sizes.map(png);
  const head = Buffer.alloc(6 + 16 * sizes.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(sizes.length, 4);
  let offset = head.length;
  sizes.forEach((size, i) => {
    const entry = 6 + 16 * i;
    head.writeUInt8(size % 256, entry);
    head.writeUInt8(size % 256, entry + 1);
    head.writeUInt16LE(1, entry + 4);
    head.writeUInt16LE(32, entry + 6);
    head.writeUInt32LE(images[i].length, entry + 8);
    head.writeUInt32LE(offset, entry + 12);
    offset += images[i].length;
  });
  return Buffer.concat([head, ...images]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" role="img" aria-labelledby="t">
  <title id="t">現場ジョブ</title>
  <rect width="32" height="32" rx="6" fill="#c2410c"/>
  <path d="M5 21a11 11 0 0 1 22 0z" fill="#fff"/>
  <rect x="4" y="21" width="24" height="4" rx="1" fill="#fff"/>
  <path d="M16 11v6" stroke="#c2410c" stroke-width="2.6" stroke-linecap="round"/>
</svg>
`;

const app = new URL('../src/app/', import.meta.url);
writeFileSync(new URL('icon.svg', app), svg);
writeFileSync(new URL('favicon.ico', app), ico([16, 32, 48]));
writeFileSync(new URL('apple-icon.png', app), png(180));
