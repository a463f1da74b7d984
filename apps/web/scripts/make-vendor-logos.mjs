// Writes public/vendor-logos/<vendorLogoSlug(key)>.svg for every entry of the vendor catalogue.
// The badges are plain monograms (initials on a coloured rounded square): real vendor logos are
// trademarks and are not shipped. Run from the repository root after changing the catalogue:
//   npx tsx --conditions source apps/web/scripts/make-vendor-logos.mjs
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VENDORS } from '@fwmig/contract';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'vendor-logos');

// Two or three letters each, distinct across the catalogue (several Cisco and Juniper product
// lines would otherwise all read "C" or "J").
const INITIALS = {
  ciscoPIX: 'PIX',
  ciscoASA: 'ASA',
  ciscoFWSM: 'FWS',
  ciscoFTD: 'FTD',
  ciscoMeraki: 'MX',
  cisco: 'IOS',
  juniper: 'JN',
  'juniperSSG/ISG': 'SSG',
  juniperSRX: 'SRX',
  checkPoint: 'CP',
  paloAltoNetwork: 'PA',
  sonicWall: 'SW',
  sophos: 'SO',
  mcafee: 'SD',
  forcepoint: 'FP',
  vyatta: 'VY',
  watchguard: 'WG',
  huawei: 'HW',
  bluecoat: 'BC',
  lucent: 'BR',
  zyxel: 'ZY',
  pfSense: 'pf',
  mikrotik: 'MT',
  ubiquiti: 'UB',
  smoothwall: 'SM',
  cipafilter: 'CIP',
  shoreWall: 'SH',
  barracuda: 'BA',
  ivanti: 'IV',
  fortinet: 'FG',
};

function initialsOf(vendor) {
  const initials = INITIALS[vendor.key];
  if (initials) return initials;
  // A vendor added to the catalogue later: the capitals of its label, or its first two letters.
  const capitals = vendor.label.replace(/[^A-Z]/g, '').slice(0, 3);
  return capitals.length >= 2 ? capitals : vendor.label.slice(0, 2).toUpperCase();
}

function hslToRgb(h, s, l) {
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((c) => Math.round(c * 255));
}

function luminance([r, g, b]) {
  const lin = (c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

// Hues spread by the golden angle so neighbours differ; each colour darkened until white
// initials reach a 4.5:1 contrast ratio (WCAG AA for normal text).
function colourOf(index) {
  const hue = (index * 137.508) % 360;
  let lightness = 0.46;
  let rgb = hslToRgb(hue, 0.62, lightness);
  while (1.05 / (luminance(rgb) + 0.05) < 4.5) {
    lightness -= 0.01;
    rgb = hslToRgb(hue, 0.62, lightness);
  }
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function escapeXml(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function badge(vendor, index) {
  const initials = initialsOf(vendor);
  const fontSize = initials.length >= 3 ? 21 : 27;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(vendor.label)}">`,
    `<title>${escapeXml(vendor.label)}</title>`,
    `<rect width="64" height="64" rx="14" fill="${colourOf(index)}"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" fill="#ffffff" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}">${escapeXml(initials)}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

mkdirSync(OUT_DIR, { recursive: true });
for (const file of readdirSync(OUT_DIR)) {
  if (file.endsWith('.svg')) rmSync(join(OUT_DIR, file));
}
VENDORS.forEach((vendor, index) => {
  const file = vendor.logo.replace(/^\/vendor-logos\//, '');
  writeFileSync(join(OUT_DIR, file), badge(vendor, index));
});
console.log(`wrote ${VENDORS.length} logos to ${OUT_DIR}`);
