/**
 * Generates the small SVG images the seed data points at (`/files/seed/...` -> `upstream/assets/`).
 * Deterministic, no network. Run: `node --import tsx upstream/scripts/gen-assets.ts`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ASSOCIATIONS, SURNAME_ROMAN } from '../src/db/seed/content';
import { buildDoctors } from '../src/db/seed/people';
import { CLINIC_BRANDS } from '../src/db/seed/places';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'assets');
const PALETTE = [
  '#2f7d6d',
  '#3b6ea8',
  '#a8573b',
  '#7a5ba8',
  '#4f8a3c',
  '#b0455e',
  '#2d6f8f',
  '#8a6d2f',
];
const FONT = "'Noto Sans CJK TC','PingFang TC','Microsoft JhengHei',sans-serif";

function write(rel: string, svg: string): void {
  const file = join(OUT, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg.replace(/\n\s*/g, '') + '\n');
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** Hong Kong romanisation of the seed surnames: Latin text renders on machines without CJK fonts. */
const ROMAN = SURNAME_ROMAN;

/** A herb-leaf mark used by logos (no text, so it renders everywhere). */
function leafMark(cx: number, cy: number, r: number, variant: number): string {
  const rot = (variant * 47) % 360;
  return `<g transform="translate(${cx} ${cy}) rotate(${rot})" fill="#fff">
    <path d="M0 ${-r}c${r * 0.6} ${r * 0.35} ${r * 0.75} ${r} 0 ${r * 1.7}C${-r * 0.75} ${r * 0.7} ${-r * 0.6} ${-r * 0.65} 0 ${-r}z" opacity=".92"/>
    <path d="M0 ${r * 0.7}V${-r * 0.8}" stroke="rgba(0,0,0,.25)" stroke-width="${Math.max(2, r / 12)}"/>
  </g>`;
}

// Doctor avatars: initials on a coloured disc with a simple shoulder silhouette.
buildDoctors().forEach((d, i) => {
  const bg = PALETTE[i % PALETTE.length]!;
  const surname = ROMAN[[...d.username][0] ?? ''] ?? 'DR';
  write(
    `doctors/${d.globaluserid}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">
      <rect width="240" height="240" fill="#eef3f1"/>
      <circle cx="120" cy="120" r="112" fill="${bg}"/>
      <path d="M40 228c10-44 44-62 80-62s70 18 80 62z" fill="#ffffff" opacity=".9"/>
      <path d="M108 166l12 26 12-26" fill="none" stroke="${bg}" stroke-width="6"/>
      <text x="120" y="118" text-anchor="middle" font-family="${FONT}" font-size="${surname.length > 4 ? 40 : 48}" font-weight="700" letter-spacing="2" fill="#fff">${esc(surname)}</text>
    </svg>`,
  );
});

// Clinic brand logos.
CLINIC_BRANDS.forEach((_brand, i) => {
  const bg = PALETTE[i % PALETTE.length]!;
  write(
    `logos/brand-${i + 1}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
      <rect x="4" y="4" width="152" height="152" rx="28" fill="${bg}"/>
      <circle cx="80" cy="80" r="58" fill="none" stroke="#fff" stroke-width="4" opacity=".6"/>
      ${leafMark(80, 76, 40, i)}
    </svg>`,
  );
});

// Clinic photos: a stylised consultation room / herb cabinet in six colour schemes.
for (let k = 1; k <= 6; k++) {
  const wall = ['#f4efe6', '#eaf2ee', '#eef0f6', '#f6ece8', '#edf3e6', '#f3eef6'][k - 1]!;
  const wood = ['#9a6b3f', '#8a5a34', '#a77a4a', '#7d5230', '#946640', '#86603a'][k - 1]!;
  const drawers = Array.from({ length: 12 }, (_, n) => {
    const x = 40 + (n % 4) * 70;
    const y = 70 + Math.floor(n / 4) * 60;
    return `<rect x="${x}" y="${y}" width="62" height="52" rx="4" fill="${wood}"/><circle cx="${x + 31}" cy="${y + 26}" r="4" fill="#e8d3a8"/>`;
  }).join('');
  write(
    `clinics/clinic-${k}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">
      <rect width="640" height="400" fill="${wall}"/>
      <rect y="320" width="640" height="80" fill="${wood}" opacity=".35"/>
      <rect x="30" y="60" width="290" height="200" rx="6" fill="${wood}" opacity=".5"/>${drawers}
      <rect x="380" y="90" width="200" height="130" rx="8" fill="#fff" stroke="${wood}" stroke-width="6"/>
      <path d="M400 200c30-60 60-80 80-40s50 10 80-30" fill="none" stroke="#4f8a3c" stroke-width="6"/>
      <rect x="360" y="260" width="240" height="20" rx="6" fill="${wood}"/>
      <rect x="380" y="280" width="14" height="60" fill="${wood}"/><rect x="566" y="280" width="14" height="60" fill="${wood}"/>
    </svg>`,
  );
}

// News covers: herb leaves on soft gradients.
for (let k = 1; k <= 12; k++) {
  const c1 = PALETTE[k % PALETTE.length]!;
  const c2 = PALETTE[(k + 3) % PALETTE.length]!;
  const rot = (k * 29) % 360;
  write(
    `news/cover-${k}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
      <rect width="640" height="360" fill="url(#g)"/>
      <g transform="translate(320 180) rotate(${rot})" fill="#fff" opacity=".25">
        <path d="M0-140c70 40 90 110 0 200C-90-30-70-100 0-140z"/>
        <path d="M0 60V-130" stroke="#fff" stroke-width="6"/>
      </g>
      <circle cx="${80 + k * 37}" cy="${60 + (k % 4) * 60}" r="46" fill="#fff" opacity=".12"/>
    </svg>`,
  );
}

// Association logos.
ASSOCIATIONS.forEach((_a, i) => {
  const bg = PALETTE[(i + 2) % PALETTE.length]!;
  write(
    `associations/AS${1001 + i}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
      <circle cx="80" cy="80" r="76" fill="${bg}"/>
      <circle cx="80" cy="80" r="62" fill="none" stroke="#fff" stroke-width="3"/>
      ${leafMark(62, 84, 26, i)}${leafMark(98, 84, 26, i + 4)}
    </svg>`,
  );
});

// Activity covers.
for (let k = 1; k <= 5; k++) {
  const bg = PALETTE[(k + 4) % PALETTE.length]!;
  write(
    `activities/activity-${k}.svg`,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360">
      <rect width="640" height="360" fill="${bg}"/>
      <g fill="#fff" opacity=".85">
        ${[0, 1, 2, 3, 4].map((n) => `<circle cx="${170 + n * 75}" cy="170" r="24"/><path d="M${140 + n * 75} 260c0-40 15-58 30-58s30 18 30 58z"/>`).join('')}
      </g>
      <rect x="120" y="60" width="400" height="40" rx="20" fill="#fff" opacity=".3"/>
    </svg>`,
  );
}

write(
  'activities/receipt-sample.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 420" width="300" height="420">
    <rect width="300" height="420" fill="#fff" stroke="#ccc"/>
    <text x="150" y="50" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#333">RECEIPT</text>
    ${[90, 130, 170, 210, 250].map((y) => `<rect x="30" y="${y}" width="240" height="12" rx="6" fill="#e4e4e4"/>`).join('')}
    <text x="150" y="330" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#2f7d6d">HK$120.00</text>
  </svg>`,
);

process.stdout.write(`assets written to ${OUT}\n`);
