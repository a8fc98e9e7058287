/**
 * Usage: npm run sample-images. Draws the sample content's pictures (a portrait and some covers) as abstract shapes
 * in each item's colours, the same every run: no photo of anyone, nothing taken from elsewhere.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';

type Draw = (context: SKRSContext2D, width: number, height: number, random: () => number) => void;

const content = path.resolve(import.meta.dirname, '..', 'content');

/** A small seeded generator (mulberry32): each picture's shapes follow from its name. */
function seeded(name: string): () => number {
  let state = [...name].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A head and shoulders in the accent colours, over rings: a drawn stand-in for a portrait. */
const bust: Draw = (c, w, h) => {
  c.fillStyle = '#ede9fe';
  c.fillRect(0, 0, w, h);
  for (const [radius, colour] of [
    [0.46, '#ddd6fe'],
    [0.34, '#c4b5fd'],
  ] as const) {
    c.fillStyle = colour;
    c.beginPath();
    c.arc(w / 2, h * 0.45, w * radius, 0, 2 * Math.PI);
    c.fill();
  }
  c.fillStyle = '#5b21b6';
  c.beginPath();
  c.ellipse(w / 2, h * 1.02, w * 0.36, h * 0.34, 0, Math.PI, 2 * Math.PI);
  c.fill();
  c.fillStyle = '#7c3aed';
  c.beginPath();
  c.arc(w / 2, h * 0.4, w * 0.16, 0, 2 * Math.PI);
  c.fill();
};

/** Points joined to their neighbours: a network, a search index, a pipeline. */
const network =
  (ink: string, paper: string): Draw =>
  (c, w, h, random) => {
    c.fillStyle = paper;
    c.fillRect(0, 0, w, h);
    const points = Array.from({ length: 26 }, (): [number, number] => [
      w * (0.05 + 0.9 * random()),
      h * (0.08 + 0.84 * random()),
    ]);
    c.strokeStyle = ink;
    c.globalAlpha = 0.45;
    c.lineWidth = 3;
    for (const [x, y] of points)
      for (const [x2, y2] of points)
        if (Math.hypot(x - x2, y - y2) < w * 0.17) {
          c.beginPath();
          c.moveTo(x, y);
          c.lineTo(x2, y2);
          c.stroke();
        }
    c.globalAlpha = 1;
    c.fillStyle = ink;
    for (const [x, y] of points) c.fillRect(x - 9, y - 9, 18, 18);
  };

/** Bars under a level line: latencies within a budget, tables growing between versions. */
const bars =
  (ink: string, paper: string): Draw =>
  (c, w, h, random) => {
    c.fillStyle = paper;
    c.fillRect(0, 0, w, h);
    const count = 14;
    const step = (w * 0.84) / count;
    c.fillStyle = ink;
    for (let i = 0; i < count; i++) {
      const bar = h * (0.15 + 0.55 * random());
      c.fillRect(w * 0.08 + i * step, h * 0.85 - bar, step * 0.62, bar);
    }
    c.fillRect(w * 0.05, h * 0.28, w * 0.9, 6);
  };

/** Nested boxes, as packages in a repository or documents in an API. */
const boxes =
  (ink: string, paper: string): Draw =>
  (c, w, h, random) => {
    c.fillStyle = paper;
    c.fillRect(0, 0, w, h);
    c.strokeStyle = ink;
    c.lineWidth = 8;
    for (let i = 0; i < 9; i++) {
      const [x, y] = [w * (0.05 + 0.62 * random()), h * (0.08 + 0.5 * random())];
      c.globalAlpha = 0.35 + 0.65 * random();
      c.strokeRect(x, y, w * (0.12 + 0.18 * random()), h * (0.18 + 0.2 * random()));
    }
  };

const pictures: [file: string, width: number, height: number, draw: Draw][] = [
  ['images/portrait.webp', 800, 800, bust],
  ['projects/images/edge-search.webp', 1200, 630, network('#0f766e', '#f0fdfa')],
  ['projects/images/postgres-major-upgrade.webp', 1200, 630, bars('#1d4ed8', '#eff6ff')],
  ['projects/images/portfolio-content-api.webp', 1200, 630, boxes('#7c3aed', '#f5f3ff')],
  ['articles/images/latency-budgets-that-survive-contact.webp', 1200, 630, bars('#b45309', '#fffbeb')],
  ['articles/images/the-boring-monorepo.webp', 1200, 630, boxes('#be123c', '#fff1f2')],
];

for (const [file, width, height, draw] of pictures) {
  const canvas = createCanvas(width, height);
  draw(canvas.getContext('2d'), width, height, seeded(file));
  const webp = await sharp(canvas.data(), { raw: { width, height, channels: 4 } })
    .webp({ quality: 80 })
    .toBuffer();
  await writeFile(path.join(content, file), webp);
  console.log(`${file}: ${width}×${height}, ${Math.round(webp.length / 1024)} KB`);
}
