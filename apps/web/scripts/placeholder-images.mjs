#!/usr/bin/env node
// Writes the placeholder illustrations the seeded data points to (apps/api/src/seed:
// /images/placeholder/{company-1..12,workplace-1..6,appeal-1..6,magazine-1..8}.svg).
// Simple flat scenes in the site's palette; each file is well under 1 kB.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public/images/placeholder');
const skies = ['#fff4ec', '#eef3f9', '#f6f7f9', '#e8f5ec', '#fff8e1', '#ffe2cc'];
const accents = ['#c2410c', '#1e3a5f', '#59616b', '#1b7f3b', '#a3360a', '#0b57b5'];

const scenes = {
  truck: (a) =>
    `<rect x="90" y="190" width="260" height="110" rx="8" fill="${a}"/><rect x="350" y="225" width="110" height="75" rx="8" fill="${a}" opacity=".8"/><rect x="375" y="238" width="55" height="30" rx="4" fill="#fff" opacity=".85"/><circle cx="160" cy="305" r="26" fill="#1f2328"/><circle cx="400" cy="305" r="26" fill="#1f2328"/>`,
  building: (a) =>
    `<rect x="150" y="110" width="150" height="200" fill="${a}"/><rect x="320" y="170" width="120" height="140" fill="${a}" opacity=".7"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (r) =>
          `<rect x="175" y="${135 + r * 42}" width="30" height="22" fill="#fff" opacity=".8"/><rect x="245" y="${135 + r * 42}" width="30" height="22" fill="#fff" opacity=".8"/>`,
      )
      .join('')}`,
  crane: (a) =>
    `<rect x="180" y="90" width="16" height="220" fill="${a}"/><rect x="120" y="90" width="260" height="14" fill="${a}"/><line x1="340" y1="104" x2="340" y2="200" stroke="#1f2328" stroke-width="3"/><rect x="320" y="200" width="40" height="30" fill="${a}" opacity=".7"/><rect x="80" y="300" width="480" height="20" fill="#59616b" opacity=".4"/>`,
  people: (a) =>
    `<circle cx="230" cy="160" r="36" fill="${a}"/><rect x="185" y="205" width="90" height="110" rx="40" fill="${a}"/><circle cx="390" cy="170" r="32" fill="${a}" opacity=".7"/><rect x="350" y="210" width="80" height="105" rx="36" fill="${a}" opacity=".7"/><path d="M196 140a34 34 0 0 1 68 0z" fill="#fff4ec" opacity=".9"/>`,
  gear: (a) =>
    `<circle cx="320" cy="200" r="80" fill="${a}"/><circle cx="320" cy="200" r="30" fill="#fff"/>${[
      0, 45, 90, 135, 180, 225, 270, 315,
    ]
      .map(
        (d) =>
          `<rect x="308" y="100" width="24" height="30" fill="${a}" transform="rotate(${d} 320 200)"/>`,
      )
      .join('')}`,
  book: (a) =>
    `<rect x="190" y="110" width="130" height="180" rx="6" fill="${a}"/><rect x="320" y="110" width="130" height="180" rx="6" fill="${a}" opacity=".75"/>${[
      0, 1, 2, 3,
    ]
      .map(
        (r) =>
          `<rect x="340" y="${145 + r * 30}" width="90" height="8" rx="4" fill="#fff" opacity=".8"/>`,
      )
      .join('')}`,
};

function svg(scene, index) {
  const sky = skies[index % skies.length];
  const accent = accents[index % accents.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-hidden="true"><rect width="640" height="360" fill="${sky}"/><circle cx="560" cy="70" r="34" fill="${accent}" opacity=".18"/>${scene(accent)}</svg>\n`;
}

const sets = {
  company: { count: 12, scenes: ['truck', 'building', 'crane', 'gear'] },
  workplace: { count: 6, scenes: ['crane', 'truck', 'building'] },
  appeal: { count: 6, scenes: ['people', 'gear', 'book'] },
  magazine: { count: 8, scenes: ['book', 'people', 'truck', 'crane'] },
};

await mkdir(out, { recursive: true });
for (const [name, set] of Object.entries(sets)) {
  for (let n = 1; n <= set.count; n += 1) {
    const scene = scenes[set.scenes[(n - 1) % set.scenes.length]];
    await writeFile(path.join(out, `${name}-${n}.svg`), svg(scene, n));
  }
}
process.stdout.write(`placeholder images written to ${out}\n`);
