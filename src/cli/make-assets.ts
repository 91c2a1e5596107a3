/**
 * Writes the static assets under public/: the logo and favicon, the account, screening and
 * not-found illustrations (small original SVGs). The key-facts statements, the Express terms, the
 * package sheets and the price guide are the server's, made from each release's words and figures
 * (src/server/domain/key-facts/).
 *
 * The outputs are committed; run again after changing the data below:
 *   node --import tsx src/cli/make-assets.ts [outDir]      (outDir defaults to ./public)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

export type Tier = 'starter' | 'current' | 'elite';
export type Variant = 'conventional' | 'islamic';

export const TIERS: readonly Tier[] = ['starter', 'current', 'elite'];
export const VARIANTS: readonly Variant[] = ['conventional', 'islamic'];
export const KINDS = ['landing', 'overview'] as const;
export const SCREENING = ['declined', 'callback'] as const;
/** Landing slugs (the key-facts sheets are named after them). */
export const SLUGS: Record<Tier, string> = {
  starter: 'starter',
  current: 'current-account',
  elite: 'business-elite',
};

const ACCOUNT_NAMES: Record<Tier, string> = {
  starter: 'RAKstarter Account',
  current: 'Current Account',
  elite: 'Business Elite Account',
};

// ---------------------------------------------------------------------------------------------
// SVG illustrations
// ---------------------------------------------------------------------------------------------

interface Palette {
  bg: string;
  soft: string;
  main: string;
  dark: string;
  accent: string;
}

const PALETTES: Record<Variant | 'elite', Palette> = {
  conventional: { bg: '#FBEFF1', soft: '#F2C9D0', main: '#B3122E', dark: '#2B2F45', accent: '#F29E2E' },
  islamic: { bg: '#EAF5F1', soft: '#BFE3D8', main: '#0E6B5C', dark: '#1F3A37', accent: '#C9A24B' },
  // The elite landing image is the same for both variants.
  elite: { bg: '#EEF0F6', soft: '#CDD3E6', main: '#1D2A44', dark: '#121A2C', accent: '#C9A24B' },
};

function svg(title: string, width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="title">\n` +
    `<title id="title">${escapeXml(title)}</title>\n${body}\n</svg>\n`
  );
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An eight-pointed star (two squares turned 45° to each other), the Islamic variant's motif. */
function star8(cx: number, cy: number, r: number, fill: string, opacity = 1): string {
  const square = (turn: number) =>
    [0, 1, 2, 3]
      .map((i) => {
        const a = ((turn + i * 90) * Math.PI) / 180;
        return `${round(cx + r * Math.cos(a))},${round(cy + r * Math.sin(a))}`;
      })
      .join(' ');
  return `<g fill="${fill}" opacity="${opacity}"><polygon points="${square(0)}"/><polygon points="${square(45)}"/></g>`;
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Soft dots, the conventional variant's motif. */
function dots(x: number, y: number, fill: string): string {
  const out: string[] = [];
  for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) out.push(`<circle cx="${x + c * 14}" cy="${y + r * 14}" r="3"/>`);
  return `<g fill="${fill}" opacity=".55">${out.join('')}</g>`;
}

function motif(variant: Variant, x: number, y: number, p: Palette): string {
  return variant === 'islamic' ? star8(x + 22, y + 14, 20, p.soft) + star8(x + 22, y + 14, 9, p.bg) : dots(x, y, p.soft);
}

function tierLanding(tier: Tier, p: Palette): string {
  if (tier === 'starter') {
    // Rising bars with a sprout: a business that is just starting.
    return [
      `<rect x="150" y="200" width="44" height="60" rx="6" fill="${p.soft}"/>`,
      `<rect x="210" y="165" width="44" height="95" rx="6" fill="${p.main}" opacity=".7"/>`,
      `<rect x="270" y="125" width="44" height="135" rx="6" fill="${p.main}"/>`,
      `<path d="M292 125 C292 95 292 80 292 70" stroke="${p.dark}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
      `<path d="M292 92 C270 92 258 78 256 60 C276 60 290 72 292 92 Z" fill="${p.accent}"/>`,
      `<path d="M292 80 C310 80 324 66 326 48 C306 48 294 60 292 80 Z" fill="${p.accent}" opacity=".8"/>`,
      `<circle cx="380" cy="70" r="22" fill="${p.accent}" opacity=".35"/>`,
    ].join('\n');
  }
  if (tier === 'current') {
    // A card and a stack of coins: everyday business banking.
    const coins = [0, 1, 2, 3]
      .map(
        (i) =>
          `<ellipse cx="320" cy="${236 - i * 18}" rx="46" ry="14" fill="${i % 2 ? p.accent : p.main}"/>` +
          `<ellipse cx="320" cy="${230 - i * 18}" rx="46" ry="14" fill="${i % 2 ? p.soft : p.accent}" opacity=".9"/>`,
      )
      .join('');
    return [
      `<rect x="110" y="90" width="170" height="110" rx="14" fill="${p.main}"/>`,
      `<rect x="110" y="114" width="170" height="20" fill="${p.dark}" opacity=".6"/>`,
      `<rect x="128" y="150" width="30" height="22" rx="4" fill="${p.accent}"/>`,
      `<rect x="170" y="156" width="90" height="8" rx="4" fill="#FFFFFF" opacity=".7"/>`,
      coins,
    ].join('\n');
  }
  // Elite: a faceted gem with rays, in navy and gold.
  return [
    `<g stroke="${p.accent}" stroke-width="3" stroke-linecap="round" opacity=".7">` +
      `<path d="M240 44 V64"/><path d="M160 80 L174 94"/><path d="M320 80 L306 94"/><path d="M130 150 H150"/><path d="M330 150 H350"/></g>`,
    `<polygon points="190,110 290,110 320,150 240,250 160,150" fill="${p.main}"/>`,
    `<polygon points="190,110 215,150 160,150" fill="${p.accent}"/>`,
    `<polygon points="290,110 265,150 320,150" fill="${p.accent}" opacity=".8"/>`,
    `<polygon points="215,150 265,150 240,250" fill="${p.accent}" opacity=".55"/>`,
    `<polygon points="215,150 240,110 265,150" fill="${p.soft}"/>`,
  ].join('\n');
}

function accountLanding(tier: Tier, variant: Variant): string {
  const shared = tier === 'elite';
  const p = shared ? PALETTES.elite : PALETTES[variant];
  const title = shared ? 'Business Elite account illustration: a faceted gem' : `${ACCOUNT_NAMES[tier]} illustration, ${variant} banking`;
  const deco = shared
    ? `<circle cx="70" cy="70" r="28" fill="${p.soft}"/><circle cx="420" cy="250" r="20" fill="${p.soft}"/>`
    : motif(variant, 40, 40, p) + motif(variant, 390, 240, p);
  return svg(
    title,
    480,
    320,
    [
      `<rect width="480" height="320" rx="24" fill="${p.bg}"/>`,
      deco,
      `<ellipse cx="240" cy="268" rx="150" ry="12" fill="${p.dark}" opacity=".12"/>`,
      tierLanding(tier, p),
    ].join('\n'),
  );
}

function tierBadge(tier: Tier, p: Palette, cx: number, cy: number): string {
  if (tier === 'starter')
    return `<path d="M${cx} ${cy + 14} V${cy - 4}" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round"/><path d="M${cx} ${cy + 2} C${cx - 14} ${cy + 2} ${cx - 18} ${cy - 8} ${cx - 18} ${cy - 16} C${cx - 6} ${cy - 16} ${cx} ${cy - 8} ${cx} ${cy + 2} Z" fill="#FFFFFF"/><path d="M${cx} ${cy - 4} C${cx + 12} ${cy - 4} ${cx + 18} ${cy - 12} ${cx + 18} ${cy - 20} C${cx + 6} ${cy - 20} ${cx} ${cy - 14} ${cx} ${cy - 4} Z" fill="${p.accent}"/>`;
  if (tier === 'current')
    return `<ellipse cx="${cx}" cy="${cy + 8}" rx="18" ry="6" fill="${p.accent}"/><ellipse cx="${cx}" cy="${cy}" rx="18" ry="6" fill="#FFFFFF"/><ellipse cx="${cx}" cy="${cy - 8}" rx="18" ry="6" fill="${p.accent}"/>`;
  return `<polygon points="${cx - 14},${cy - 10} ${cx + 14},${cy - 10} ${cx + 22},${cy} ${cx},${cy + 20} ${cx - 22},${cy}" fill="${p.accent}"/><polygon points="${cx - 7},${cy} ${cx + 7},${cy} ${cx},${cy + 20}" fill="#FFFFFF" opacity=".6"/>`;
}

function accountOverview(tier: Tier, variant: Variant): string {
  const p = PALETTES[variant];
  const base = tier === 'elite' ? PALETTES.elite : p;
  const rows = [0, 1, 2, 3]
    .map((i) => {
      const y = 110 + i * 34;
      return (
        `<circle cx="176" cy="${y}" r="10" fill="${i < 3 ? p.main : p.soft}"/>` +
        (i < 3 ? `<path d="M171 ${y} l4 4 l7 -8" stroke="#FFFFFF" stroke-width="2.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` : '') +
        `<rect x="196" y="${y - 5}" width="${110 - i * 12}" height="10" rx="5" fill="${p.soft}"/>`
      );
    })
    .join('\n');
  const title = `${ACCOUNT_NAMES[tier]} application overview illustration, ${variant} banking`;
  return svg(
    title,
    480,
    320,
    [
      `<rect width="480" height="320" rx="24" fill="${p.bg}"/>`,
      motif(variant, 40, 230, p) + motif(variant, 390, 40, p),
      `<rect x="146" y="50" width="188" height="236" rx="14" fill="#FFFFFF" stroke="${p.soft}" stroke-width="3"/>`,
      `<rect x="166" y="70" width="90" height="12" rx="6" fill="${p.dark}" opacity=".8"/>`,
      rows,
      `<circle cx="334" cy="250" r="34" fill="${base.main}"/>`,
      tierBadge(tier, base, 334, 250),
    ].join('\n'),
  );
}

function screening(kind: (typeof SCREENING)[number], variant: Variant): string {
  const p = PALETTES[variant];
  const deco = motif(variant, 40, 40, p) + motif(variant, 230, 250, p);
  if (kind === 'declined') {
    return svg(
      `Application not accepted illustration, ${variant} banking`,
      320,
      320,
      [
        `<rect width="320" height="320" rx="24" fill="${p.bg}"/>`,
        deco,
        `<rect x="96" y="70" width="128" height="170" rx="12" fill="#FFFFFF" stroke="${p.soft}" stroke-width="3"/>`,
        `<rect x="116" y="96" width="70" height="10" rx="5" fill="${p.soft}"/>`,
        `<rect x="116" y="118" width="88" height="10" rx="5" fill="${p.soft}"/>`,
        `<rect x="116" y="140" width="60" height="10" rx="5" fill="${p.soft}"/>`,
        `<circle cx="210" cy="220" r="36" fill="${p.main}"/>`,
        `<path d="M196 206 L224 234 M224 206 L196 234" stroke="#FFFFFF" stroke-width="7" stroke-linecap="round"/>`,
      ].join('\n'),
    );
  }
  return svg(
    `We will call you back illustration, ${variant} banking`,
    320,
    320,
    [
      `<rect width="320" height="320" rx="24" fill="${p.bg}"/>`,
      deco,
      `<path d="M104 96 c-14 8 -22 30 -6 62 c16 32 44 60 76 76 c32 16 54 8 62 -6 l-30 -30 c-6 -6 -14 -6 -20 0 l-10 10 c-18 -8 -34 -24 -42 -42 l10 -10 c6 -6 6 -14 0 -20 Z" fill="${p.main}"/>`,
      `<rect x="170" y="70" width="96" height="62" rx="14" fill="#FFFFFF" stroke="${p.soft}" stroke-width="3"/>`,
      `<path d="M190 132 l-6 18 l22 -18 Z" fill="#FFFFFF" stroke="${p.soft}" stroke-width="3" stroke-linejoin="round"/>`,
      `<circle cx="218" cy="101" r="18" fill="none" stroke="${p.accent}" stroke-width="4"/>`,
      `<path d="M218 91 V101 L226 106" stroke="${p.dark}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`,
    ].join('\n'),
  );
}

function notFound(): string {
  const p = PALETTES.conventional;
  return svg(
    'Page not found illustration: a magnifying glass over a broken path',
    480,
    320,
    [
      `<rect width="480" height="320" rx="24" fill="#F3F4F8"/>`,
      `<path d="M40 250 C110 210 150 270 210 230" stroke="${p.dark}" stroke-width="5" stroke-dasharray="12 10" fill="none" stroke-linecap="round" opacity=".45"/>`,
      `<path d="M290 200 C340 170 390 230 440 190" stroke="${p.dark}" stroke-width="5" stroke-dasharray="12 10" fill="none" stroke-linecap="round" opacity=".45"/>`,
      `<circle cx="250" cy="140" r="62" fill="#FFFFFF" stroke="${p.main}" stroke-width="12"/>`,
      `<path d="M294 184 L350 240" stroke="${p.main}" stroke-width="18" stroke-linecap="round"/>`,
      `<path d="M226 120 L274 160 M274 120 L226 160" stroke="${p.soft}" stroke-width="9" stroke-linecap="round"/>`,
      `<circle cx="120" cy="80" r="10" fill="${p.accent}" opacity=".6"/><circle cx="400" cy="90" r="16" fill="${p.soft}"/>`,
    ].join('\n'),
  );
}

/** The stylised "Q": a ring whose tail is an arrow moving forward (quick). */
function qMark(cx: number, cy: number, r: number, ring: string, tail: string, width: number): string {
  const tx = round(cx + r * 0.45);
  const ty = round(cy + r * 0.45);
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ring}" stroke-width="${width}"/>` +
    `<path d="M${tx} ${ty} L${round(cx + r * 1.15)} ${round(cy + r * 1.15)}" stroke="${tail}" stroke-width="${width}" stroke-linecap="round"/>`
  );
}

/**
 * The logo as the app draws it inside its own element, which carries the words a screen reader
 * says (src/web/app/layout/Logo.tsx): no title, hidden from assistive technology itself.
 */
function logo(): string {
  const p = PALETTES.conventional;
  const body = [
    qMark(22, 22, 14, p.main, p.dark, 6),
    `<text x="50" y="32" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="22" font-weight="700" fill="${p.dark}">Quick <tspan fill="${p.main}">Apply</tspan></text>`,
  ].join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" aria-hidden="true" focusable="false">\n${body}\n</svg>\n`;
}

function favicon(): string {
  const p = PALETTES.conventional;
  return svg('Quick Apply', 32, 32, `<rect width="32" height="32" rx="7" fill="${p.main}"/>\n${qMark(15, 15, 8, '#FFFFFF', '#FFFFFF', 3.5)}`);
}

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

/**
 * Generated files the app's code imports, by path relative to the repository: the logo, drawn as
 * markup in the page (src/web/app/layout/Logo.tsx), so the first paint waits for no image request.
 */
export function appAssets(): Map<string, string> {
  return new Map([['src/web/app/layout/logo.svg', logo()]]);
}

/** Every generated file: path relative to public/ and its bytes. */
export function allAssets(): Map<string, string> {
  const files = new Map<string, string>();
  files.set('favicon.svg', favicon());
  files.set('images/not-found.svg', notFound());
  for (const tier of TIERS)
    for (const variant of VARIANTS) {
      files.set(`images/accounts/${tier}-${variant}-landing.svg`, accountLanding(tier, variant));
      files.set(`images/accounts/${tier}-${variant}-overview.svg`, accountOverview(tier, variant));
    }
  for (const kind of SCREENING) for (const variant of VARIANTS) files.set(`images/screening/${kind}-${variant}.svg`, screening(kind, variant));
  return files;
}

function write(target: string, bytes: string | Buffer, shown: string): void {
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, bytes);
  console.log(`${shown}  ${Buffer.byteLength(bytes)} bytes`);
}

function main(): void {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
  const out = resolve(process.argv[2] ?? join(root, 'public'));
  for (const [path, bytes] of allAssets()) write(join(out, path), bytes, path);
  for (const [path, text] of appAssets()) write(join(root, path), text, path);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
