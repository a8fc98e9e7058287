/**
 * Usage: npm run sample-images. Draws the sample content's pictures (a portrait and some covers) as abstract shapes
 * in each item's colours, the same every run: no photo of anyone, nothing taken from elsewhere.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';

type Draw = (c: SKRSContext2D, w: number, h: number, random: () => number) => void;

/** A seeded generator (mulberry32): each picture's shapes follow from its file name. */
function seeded(name: string): () => number {
  let state = [...name].reduce((hash, character) => Math.imul(hash ^ character.charCodeAt(0), 16777619), 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const disc = (c: SKRSContext2D, colour: string, x: number, y: number, rx: number, ry = rx) => {
  c.fillStyle = colour;
  c.beginPath();
  c.ellipse(x, y, rx, ry, 0, 0, 2 * Math.PI);
  c.fill();
};

/** A head and shoulders in the accent colours over rings: a drawn stand-in for a portrait. */
const bust: Draw = (c, w, h) => {
  for (const [radius, colour] of [
    [0.46, '#ddd6fe'],
    [0.34, '#c4b5fd'],
  ] as const)
    disc(c, colour, w / 2, h * 0.45, w * radius);
  disc(c, '#5b21b6', w / 2, h * 1.02, w * 0.36, h * 0.34);
  disc(c, '#7c3aed', w / 2, h * 0.4, w * 0.16);
};

/** Points joined to their near neighbours: a network, a search index. */
const network: Draw = (c, w, h, random) => {
  const points = Array.from({ length: 26 }, (): [number, number] => [
    w * (0.05 + 0.9 * random()),
    h * (0.08 + 0.84 * random()),
  ]);
  for (const [x, y] of points) {
    for (const [x2, y2] of points.filter(([x2, y2]) => Math.hypot(x - x2, y - y2) < w * 0.17)) {
      c.moveTo(x, y);
      c.lineTo(x2, y2);
    }
    c.fillRect(x - 9, y - 9, 18, 18);
  }
  c.lineWidth = 3;
  c.stroke();
};

/** Bars under a level line: latencies within a budget, tables growing between versions. */
const bars: Draw = (c, w, h, random) => {
  for (let i = 0; i < 14; i++) {
    const bar = h * (0.15 + 0.55 * random());
    c.fillRect(w * (0.08 + i * 0.06), h * 0.85 - bar, w * 0.037, bar);
  }
  c.fillRect(w * 0.05, h * 0.28, w * 0.9, 6);
};

/** Overlapping outlines, as packages in a repository or documents in an API. */
const boxes: Draw = (c, w, h, random) => {
  c.lineWidth = 8;
  for (let i = 0; i < 9; i++) {
    c.globalAlpha = 0.35 + 0.65 * random();
    c.strokeRect(w * (0.05 + 0.62 * random()), h * (0.08 + 0.5 * random()), w * (0.12 + random() / 5), h / 3);
  }
};

const pictures: [file: string, draw: Draw, ink: string, paper: string][] = [
  ['images/portrait.webp', bust, '#7c3aed', '#ede9fe'],
  ['projects/images/edge-search.webp', network, '#0f766e', '#f0fdfa'],
  ['projects/images/postgres-major-upgrade.webp', bars, '#1d4ed8', '#eff6ff'],
  ['projects/images/portfolio-content-api.webp', boxes, '#7c3aed', '#f5f3ff'],
  ['articles/images/latency-budgets-that-survive-contact.webp', bars, '#b45309', '#fffbeb'],
  ['articles/images/the-boring-monorepo.webp', boxes, '#be123c', '#fff1f2'],
];

for (const [file, draw, ink, paper] of pictures) {
  // The portrait is square; covers have the social cards' shape.
  const [width, height] = draw === bust ? [800, 800] : [1200, 630];
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = paper;
  context.fillRect(0, 0, width, height);
  context.fillStyle = context.strokeStyle = ink;
  draw(context, width, height, seeded(file));
  const webp = await sharp(canvas.data(), { raw: { width, height, channels: 4 } })
    .webp({ quality: 80 })
    .toBuffer();
  await writeFile(path.resolve(import.meta.dirname, '..', 'content', file), webp);
  console.log(`content/${file}: ${width}×${height}, ${Math.round(webp.length / 1024)} KB`);
}
