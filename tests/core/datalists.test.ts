import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allAssets, appAssets, SCREENING, TIERS, VARIANTS, KINDS } from '../../src/cli/make-assets';

const root = fileURLToPath(new URL('../../', import.meta.url));
const datalistDir = join(root, 'content', 'datalists');
const publicDir = join(root, 'public');

interface Option {
  code: string;
  label: string;
  [extra: string]: unknown;
}
interface Industry extends Option {
  subCategories: Option[];
}

/** The entries of a datalist file ({"$schema": …, "items": […]}). */
const itemsOf = (file: string): unknown => (JSON.parse(readFileSync(join(datalistDir, file), 'utf8')) as { items?: unknown }).items;

function list<T extends Option = Option>(name: string): T[] {
  return itemsOf(`${name}.json`) as T[];
}

const files = readdirSync(datalistDir).filter((f) => f.endsWith('.json'));

function expectOptions(options: unknown, where: string): void {
  expect(Array.isArray(options), `${where} is an array`).toBe(true);
  const arr = options as Option[];
  expect(arr.length, `${where} is not empty`).toBeGreaterThan(0);
  for (const o of arr) {
    expect(typeof o.code, `${where}: code of ${JSON.stringify(o)}`).toBe('string');
    expect(o.code.length).toBeGreaterThan(0);
    expect(typeof o.label, `${where}: label of ${JSON.stringify(o)}`).toBe('string');
    expect(o.label.trim().length).toBeGreaterThan(0);
    expect(o.label, `${where}: label has no outer spaces`).toBe(o.label.trim());
  }
  const codes = arr.map((o) => o.code);
  const duplicates = codes.filter((c, i) => codes.indexOf(c) !== i);
  expect(duplicates, `${where}: duplicate codes`).toEqual([]);
}

describe('datalists', () => {
  it('holds every list the forms use', () => {
    for (const name of [
      'countries',
      'dialCodes',
      'emirates',
      'cities',
      'branches',
      'currencies',
      'industries',
      'industries-islamic',
      'companyCategories',
      'licenseAuthorities',
      'salutations',
      'accountSigningTypes',
      'yesNo',
      'yesNoNa',
      'meetingLocations',
      'maritalStatuses',
      'qualifications',
      'employmentTypes',
      'sourceOfFunds',
      'spaceOccupied',
      'educationLevels',
    ])
      expect(files, name).toContain(`${name}.json`);
  });

  it.each(files)('%s lists {code, label} items with unique codes', (file) => {
    expectOptions(itemsOf(file), file);
  });

  it('countries: every ISO 3166-1 country with dial code and nationality', () => {
    const countries = list('countries');
    expect(countries.length).toBeGreaterThanOrEqual(240);
    const ae = countries.find((c) => c.code === 'AE');
    expect(ae).toMatchObject({ label: 'United Arab Emirates', dialCode: '971', nationality: 'Emirati' });
    expect(countries.find((c) => c.code === 'GB')).toMatchObject({ dialCode: '44', nationality: 'British' });
    expect(countries.find((c) => c.code === 'IN')).toMatchObject({ dialCode: '91', nationality: 'Indian' });
    for (const c of countries) {
      expect(c.code, c.label).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode, c.code).toMatch(/^[1-9]\d{0,3}$/);
      expect(typeof c.nationality === 'string' && c.nationality.length > 1, c.code).toBe(true);
    }
  });

  it('dialCodes: one per dialling code, 971 first, each naming a country that has it', () => {
    const dial = list('dialCodes');
    const countries = list('countries');
    expect(dial[0]).toEqual({ code: '971', label: '+971 United Arab Emirates', iso: 'AE' });
    expect(dial.find((d) => d.code === '1')).toMatchObject({ iso: 'US', label: '+1 United States' });
    expect(dial.find((d) => d.code === '7')).toMatchObject({ iso: 'RU' });
    const rest = dial.slice(1).map((d) => Number(d.code));
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    for (const d of dial) {
      const country = countries.find((c) => c.code === d.iso);
      expect(country, d.code).toBeDefined();
      expect(country!.dialCode).toBe(d.code);
      expect(d.label).toBe(`+${d.code} ${country!.label}`);
    }
    const codes = new Set(dial.map((d) => d.code));
    for (const c of countries) expect(codes.has(c.dialCode as string), c.code).toBe(true);
  });

  it('emirates, cities and branches reference each other', () => {
    const emirates = list('emirates').map((e) => e.code);
    expect(emirates.sort()).toEqual(['AJM', 'AUH', 'DXB', 'FUJ', 'RAK', 'SHJ', 'UAQ']);
    const cities = list('cities');
    expect(cities.length).toBeGreaterThanOrEqual(12);
    for (const city of cities) expect(emirates, `${city.code} emirate`).toContain(city.emirate);
    for (const e of emirates)
      expect(
        cities.some((c) => c.emirate === e),
        `a city in ${e}`,
      ).toBe(true);
    const cityCodes = cities.map((c) => c.code);
    const branches = list('branches');
    for (const b of branches) expect(cityCodes, `${b.code} city`).toContain(b.city);
    for (const city of cities) {
      const count = branches.filter((b) => b.city === city.code).length;
      expect(count, `branches in ${city.label}`).toBeGreaterThanOrEqual(1);
      expect(count, `branches in ${city.label}`).toBeLessThanOrEqual(6);
    }
    for (const name of ['Abu Dhabi', 'Al Ain', 'Dubai', 'Sharjah', 'Ajman', 'Umm Al Quwain', 'Ras Al Khaimah', 'Fujairah'])
      expect(cities.map((c) => c.label)).toContain(name);
  });

  it('licence authorities sit in a known emirate', () => {
    const emirates = list('emirates').map((e) => e.code);
    const authorities = list('licenseAuthorities');
    for (const a of authorities) expect(emirates, a.code).toContain(a.emirate);
    for (const code of ['DMCC', 'JAFZA', 'DIFC', 'ADGM', 'RAKEZ']) expect(authorities.map((a) => a.code)).toContain(code);
  });

  it.each(['industries', 'industries-islamic'])('%s: sub-categories with unique codes', (name) => {
    const industries = list<Industry>(name);
    expect(industries.length).toBeGreaterThanOrEqual(20);
    expect(industries.length).toBeLessThanOrEqual(30);
    for (const industry of industries) {
      expect(industry.subCategories.length, industry.code).toBeGreaterThanOrEqual(3);
      expect(industry.subCategories.length, industry.code).toBeLessThanOrEqual(10);
      expectOptions(industry.subCategories, `${name} ${industry.code}`);
    }
  });

  it('the Islamic industry list names no prohibited activity', () => {
    const prohibited = ['alcohol', 'liquor', 'tobacco', 'casino', 'gambling', 'pork', 'interest', 'bars ', 'nightclub', 'lottery', 'raffle'];
    const text = readFileSync(join(datalistDir, 'industries-islamic.json'), 'utf8').toLowerCase();
    for (const word of prohibited) expect(text, word).not.toContain(word);
    // The conventional list does carry some of them, so the check above is meaningful.
    const conventional = readFileSync(join(datalistDir, 'industries.json'), 'utf8').toLowerCase();
    expect(['alcohol', 'tobacco'].some((w) => conventional.includes(w))).toBe(true);
    const islamicLabels = list<Industry>('industries-islamic').flatMap((i) => i.subCategories.map((s) => s.label));
    expect(islamicLabels).toContain('Halal food trading');
  });

  it('enumerations carry the values of the specification', () => {
    expect(list('currencies').map((c) => c.code)).toEqual(['AED', 'EUR', 'USD', 'GBP']);
    expect(list('accountSigningTypes').map((s) => [s.name, s.code])).toEqual([
      ['ANY', '100'],
      ['ALL', '101'],
      ['SINGLY', '102'],
      ['OTHER', '000'],
    ]);
    expect(list('yesNo').map((o) => o.code)).toEqual(['yes', 'no']);
    expect(list('yesNoNa')).toContainEqual({ code: 'NA', label: 'Not applicable' });
    expect(list('meetingLocations').map((o) => o.label)[0]).toBe('Business Premises of the Company');
    expect(list('salutations').map((o) => o.label)).toEqual(['Mr', 'Mrs', 'Ms', 'Miss', 'Dr']);
  });
});

describe('public assets', () => {
  const svgs = [
    'favicon.svg',
    'images/not-found.svg',
    ...TIERS.flatMap((t) => VARIANTS.flatMap((v) => KINDS.map((k) => `images/accounts/${t}-${v}-${k}.svg`))),
    ...SCREENING.flatMap((k) => VARIANTS.map((v) => `images/screening/${k}-${v}.svg`)),
  ];

  it('names the expected files', () => {
    expect(svgs.filter((p) => p.startsWith('images/accounts/'))).toHaveLength(12);
  });

  it.each(svgs)('%s exists, is a small SVG with a title', (path) => {
    const file = join(publicDir, path);
    expect(existsSync(file)).toBe(true);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* role="img"/);
    expect(text).toMatch(/<title id="title">[^<]{5,}<\/title>/);
    expect(text.trimEnd().endsWith('</svg>')).toBe(true);
    expect(statSync(file).size).toBeLessThan(6 * 1024);
  });

  it('the logo the app draws says Quick Apply and leaves its name to the element around it', () => {
    const logo = readFileSync(join(root, 'src/web/app/layout/logo.svg'), 'utf8');
    expect(logo).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* aria-hidden="true"/);
    expect(logo).toMatch(/>Quick <tspan[^>]*>Apply<\/tspan>/);
    expect(logo).not.toContain('<title');
  });

  it('elite Islamic swaps only the overview image', () => {
    const read = (p: string) => readFileSync(join(publicDir, 'images/accounts', p), 'utf8');
    expect(read('elite-islamic-landing.svg')).toBe(read('elite-conventional-landing.svg'));
    expect(read('elite-islamic-overview.svg')).not.toBe(read('elite-conventional-overview.svg'));
    expect(read('starter-islamic-landing.svg')).not.toBe(read('starter-conventional-landing.svg'));
    expect(read('current-islamic-landing.svg')).not.toBe(read('current-conventional-landing.svg'));
  });

  it('the committed files are exactly what src/cli/make-assets.ts generates', () => {
    const generated = allAssets();
    // the PDFs are the server's, made from each release (routes/key-facts)
    expect(generated.size).toBe(svgs.length);
    for (const [path, bytes] of generated) {
      const expected = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes, 'utf8');
      expect(readFileSync(join(publicDir, path)).equals(expected), `${path} is up to date`).toBe(true);
    }
    for (const [path, text] of appAssets()) expect(readFileSync(join(root, path), 'utf8'), `${path} is up to date`).toBe(text);
  });
});

describe('links handed out by the configuration call', () => {
  it('every document link in schemas/rules/app-config.json exists under public/', () => {
    const config = JSON.parse(readFileSync(join(root, 'schemas/rules/app-config.json'), 'utf8'));
    const links: string[] = [];
    const walk = (value: unknown) => {
      if (typeof value === 'string' && value.startsWith('/')) links.push(value);
      else if (value && typeof value === 'object') Object.values(value).forEach(walk);
    };
    walk(config.links);
    walk(config.servicePricingGuideUrl);
    expect(links.length).toBeGreaterThanOrEqual(13);
    // a key-facts statement is made by the server from the release (tests/server/key-facts.test.ts): an account names it
    const accounts = JSON.parse(readFileSync(join(root, 'schemas/rules/accounts.json'), 'utf8')) as { accounts: { keyFacts: string }[] };
    const statements = new Set(accounts.accounts.map((account) => account.keyFacts));
    for (const link of links) {
      if (link.startsWith('/api/v1/key-facts/')) expect(statements.has(link), link).toBe(true);
      // the other sheets too (tests/server/key-facts.test.ts reads each link)
      else if (!link.startsWith('/api/v1/sheets/')) expect(existsSync(join(root, 'public', link)), link).toBe(true);
    }
  });
});
