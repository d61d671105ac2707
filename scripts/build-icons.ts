// Draws the app icons (192, 512 and a maskable 512) as PNGs into public/icons/, so the
// repository holds the drawing code rather than binary files.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

const ICONS_DIR = join(import.meta.dirname, '..', 'public', 'icons');

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

function png(size: number, pixel: (x: number, y: number) => [number, number, number, number]): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) raw.set(pixel(x, y), y * (size * 4 + 1) + 1 + x * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', new Uint8Array())]);
}

/** Concentric rings from ice blue to fire orange on a dark field: a "vibe" growing warmer. */
function drawIcon(size: number, { maskable }: { maskable: boolean }) {
  const rings: [number, number, number][] = [[255, 122, 69], [255, 184, 77], [126, 211, 233], [74, 144, 226]];
  return png(size, (x, y) => {
    const nx = (x + 0.5) / size - 0.5;
    const ny = (y + 0.5) / size - 0.5;
    const r = Math.hypot(nx, ny);
    const corner = Math.max(Math.abs(nx), Math.abs(ny));
    // A maskable icon fills the square; the visible art stays inside the central 80% circle.
    if (!maskable && (corner > 0.5 || Math.hypot(Math.max(Math.abs(nx) - 0.32, 0), Math.max(Math.abs(ny) - 0.32, 0)) > 0.18)) return [0, 0, 0, 0];
    const scale = maskable ? 0.8 : 1;
    const band = Math.floor((r / (0.42 * scale)) * rings.length);
    if (band < rings.length && (r / (0.42 * scale)) * rings.length - band < 0.72) return [...rings[band]!, 255];
    return [30, 27, 75, 255];
  });
}

export function buildIcons(): void {
  const files: [string, () => Buffer][] = [
    ['icon-192.png', () => drawIcon(192, { maskable: false })],
    ['icon-512.png', () => drawIcon(512, { maskable: false })],
    ['icon-maskable-512.png', () => drawIcon(512, { maskable: true })],
    ['apple-touch-icon.png', () => drawIcon(180, { maskable: true })],
  ];
  mkdirSync(ICONS_DIR, { recursive: true });
  for (const [name, draw] of files) {
    const path = join(ICONS_DIR, name);
    const data = draw();
    if (!existsSync(path) || !readFileSync(path).equals(data)) writeFileSync(path, data);
  }
}
