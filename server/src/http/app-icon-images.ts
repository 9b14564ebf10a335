import { deflateSync } from 'node:zlib';

/**
 * The app's icon, drawn from the instance's primary colour: a white signal mark (a dot under three arcs) on the
 * colour. The same shapes make the SVG and, point-sampled, the PNGs, so an instance needs no image files of its own.
 */

/** The mark in a 1 × 1 square: arcs around (0.5, 0.72), 90° wide and opening upwards, with round ends. */
const CENTRE = { x: 0.5, y: 0.72 };
const DOT_RADIUS = 0.075;
const ARC_RADII = [0.2, 0.34, 0.48];
const STROKE = 0.085;
const HALF_ANGLE = Math.PI / 4;

export interface IconStyle {
  /** #rrggbb */
  colour: string;
  /** Full-bleed square for a maskable icon (the platform cuts its own shape); otherwise a rounded square. */
  maskable?: boolean;
}

/** How much of the icon the mark spans: a maskable icon keeps it inside the central safe zone. */
const markScale = (maskable: boolean) => (maskable ? 0.5 : 0.66);
const CORNER = 0.18;

/** Signed distance from (x, y) to the mark's outline: negative inside. */
function markDistance(x: number, y: number): number {
  const dx = x - CENTRE.x;
  const dy = CENTRE.y - y;
  const distance = Math.hypot(dx, dy);
  let nearest = distance - DOT_RADIUS;
  const withinArcs = Math.abs(Math.atan2(dx, dy)) <= HALF_ANGLE;
  for (const radius of ARC_RADII) {
    // Inside the arcs' 90° the nearest point of an arc is straight out from the centre; outside, one of its round ends.
    const toArc = withinArcs
      ? Math.abs(distance - radius)
      : Math.hypot(Math.abs(dx) - radius * Math.sin(HALF_ANGLE), dy - radius * Math.cos(HALF_ANGLE));
    nearest = Math.min(nearest, toArc - STROKE / 2);
  }
  return nearest;
}

/** Signed distance to the rounded square's outline (exact near its edges, which is all the edge smoothing needs). */
function roundedSquareDistance(x: number, y: number): number {
  const cx = Math.min(Math.max(x, CORNER), 1 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 1 - CORNER);
  return Math.hypot(x - cx, y - cy) - CORNER;
}

/** How much of a pixel a shape covers, from the signed distance (in pixels) of the pixel's centre: smooth edges. */
const coverage = (distanceInPixels: number) => Math.min(Math.max(0.5 - distanceInPixels, 0), 1);

/** RGBA pixels of the icon at `size` × `size`. */
function drawIcon(size: number, { colour, maskable = false }: IconStyle): Buffer {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  const scale = markScale(maskable);
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) / size;
      const y = (py + 0.5) / size;
      const background = maskable ? 1 : coverage(roundedSquareDistance(x, y) * size);
      const white = coverage(markDistance((x - 0.5) / scale + 0.5, (y - 0.5) / scale + 0.5) * scale * size);
      const at = (py * size + px) * 4;
      pixels[at] = Math.round(r + (255 - r) * white);
      pixels[at + 1] = Math.round(g + (255 - g) * white);
      pixels[at + 2] = Math.round(b + (255 - b) * white);
      pixels[at + 3] = Math.round(255 * background);
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const iconPng = (size: number, style: IconStyle) => encodePng(size, drawIcon(size, style));

/** An .ico file holding PNG images (every browser that reads favicons reads PNG inside ICO). */
export function iconIco(sizes: number[], style: IconStyle): Buffer {
  const images = sizes.map((size) => iconPng(size, style));
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(sizes[i] >= 256 ? 0 : sizes[i], 0);
    entry.writeUInt8(sizes[i] >= 256 ? 0 : sizes[i], 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

const round = (n: number) => Number(n.toFixed(4));

export function iconSvg({ colour }: Pick<IconStyle, 'colour'>): string {
  const scale = markScale(false);
  const at = (x: number, y: number) => `${round(((x - 0.5) * scale + 0.5) * 100)} ${round(((y - 0.5) * scale + 0.5) * 100)}`;
  const arcs = ARC_RADII.map((radius) => {
    const ex = radius * Math.sin(HALF_ANGLE);
    const ey = radius * Math.cos(HALF_ANGLE);
    const r = round(radius * scale * 100);
    return `M${at(CENTRE.x - ex, CENTRE.y - ey)}A${r} ${r} 0 0 1 ${at(CENTRE.x + ex, CENTRE.y - ey)}`;
  }).join('');
  const [cx, cy] = at(CENTRE.x, CENTRE.y).split(' ');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="${CORNER * 100}" fill="${colour}"/>` +
    `<path d="${arcs}" fill="none" stroke="#fff" stroke-width="${round(STROKE * scale * 100)}" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${round(DOT_RADIUS * scale * 100)}" fill="#fff"/>` +
    `</svg>`
  );
}
