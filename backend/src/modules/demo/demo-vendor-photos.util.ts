import sharp from 'sharp';
import type { VendorCategory } from '@koinonia/contracts';

/** Each category's two colours, light to deep: the demo's photos tell the vendors apart at a glance. */
const PALETTES: Record<VendorCategory, [string, string]> = {
  catering: ['#f6c177', '#c2410c'],
  'audio-visual': ['#818cf8', '#312e81'],
  photography: ['#94a3b8', '#1e293b'],
  cleaning: ['#67e8f9', '#0e7490'],
  transport: ['#fcd34d', '#92400e'],
  florist: ['#f9a8d4', '#9d174d'],
  music: ['#c4b5fd', '#5b21b6'],
  decor: ['#fda4af', '#9f1239'],
  security: ['#cbd5e1', '#334155'],
  printing: ['#bef264', '#3f6212'],
  other: ['#a7f3d0', '#065f46'],
};

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A small real image for a demo vendor: a diagonal gradient in its category's colours with the
 * vendor's initial drawn over it from an SVG overlay, as PNG. `variant` turns the gradient, so a
 * vendor's photos differ. Made at seed time: the repository ships no image files.
 */
export async function demoVendorPhoto(name: string, category: VendorCategory, variant: number): Promise<Buffer> {
  const [light, deep] = PALETTES[category] ?? PALETTES.other;
  const [x2, y2] = variant % 2 === 0 ? ['100%', '100%'] : ['0%', '100%'];
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<defs><linearGradient id="g" x1="${variant % 2 === 0 ? '0%' : '100%'}" y1="0%" x2="${x2}" y2="${y2}">` +
      `<stop offset="0%" stop-color="${light}"/><stop offset="100%" stop-color="${deep}"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const initial = escapeXml(name.trim().charAt(0).toUpperCase() || '?');
  const overlay = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
      `<circle cx="${WIDTH / 2}" cy="${HEIGHT / 2}" r="150" fill="#ffffff" fill-opacity="0.18"/>` +
      `<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="220" font-weight="bold" fill="#ffffff">${initial}</text>` +
      `</svg>`,
  );
  return sharp(gradient)
    .composite([{ input: overlay }])
    .png()
    .toBuffer();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
