import type { FileChooser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { highlightOption } from './company';

// The keyboard alone: focus moves only by Tab / Shift+Tab (and by what the page itself does after a
// key), answers go in by typing, arrows, Space and Enter. Nothing here clicks, fills, checks or
// selects through Playwright's pointer-free shortcuts (focus(), fill(), check(), selectOption()).

/** One place focus stopped at: what it is, in words, and whether a person can see that it is there. */
export interface Stop {
  what: string;
  /** the focus indicator found (outline or box-shadow), or '' when there is none */
  indicator: string;
  /** contrast of the indicator's colour against the background around it (WCAG 1.4.11 asks ≥ 3) */
  contrast: number;
  /** how thick the indicator is drawn, in CSS pixels (the outline's width, or the box-shadow's spread) */
  width: number;
}

/** Where focus is now (null when on <body> or nowhere), described as a person would name it. */
export async function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body || focused === document.documentElement) return null;
    // a visually hidden control (a radio drawn as its label) shows focus on what is drawn: the
    // nearest ancestor with a ring of its own (e.g. through :focus-within)
    const hidden = (node: HTMLElement) => {
      const box = node.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };
    const ringed = (node: HTMLElement) => {
      const st = getComputedStyle(node);
      return (st.outlineStyle !== 'none' && parseFloat(st.outlineWidth) > 0) || (st.boxShadow !== 'none' && st.boxShadow !== '');
    };
    let el = focused;
    if (hidden(focused)) {
      for (let node = focused.parentElement, up = 0; node && up < 3; node = node.parentElement, up += 1) {
        if (ringed(node)) {
          el = node;
          break;
        }
      }
    }
    const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 70);
    const byIds = (ids: string | null) =>
      (ids ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    const labels = (focused as HTMLInputElement).labels;
    const name =
      focused.getAttribute('aria-label') ||
      byIds(focused.getAttribute('aria-labelledby')) ||
      (labels && labels.length ? labels[0].textContent : '') ||
      focused.textContent ||
      focused.getAttribute('placeholder') ||
      focused.getAttribute('title') ||
      '';
    const role = focused.getAttribute('role') ?? (focused.tagName === 'INPUT' ? `input[${(focused as HTMLInputElement).type}]` : focused.tagName.toLowerCase());

    const rgba = (colour: string): [number, number, number, number] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(colour);
      return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
    };
    const luminance = ([r, g, b]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    // the background around the element: the first ancestor that paints one (else white)
    let background: number[] = [255, 255, 255];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const bg = rgba(getComputedStyle(node).backgroundColor);
      if (bg && bg[3] > 0) {
        background = bg;
        break;
      }
    }
    const contrastOf = (colour: string) => {
      const c = rgba(colour);
      if (!c || c[3] === 0) return 0;
      const [l1, l2] = [luminance(c), luminance(background)].sort((a, b) => b - a);
      return Math.round(((l1 + 0.05) / (l2 + 0.05)) * 100) / 100;
    };
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? contrastOf(style.outlineColor) : 0;
    const shadowColour = style.boxShadow && style.boxShadow !== 'none' ? (/rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? '') : '';
    const shadow = shadowColour ? contrastOf(shadowColour) : 0;
    const indicator =
      outline > 0 ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}` : shadow > 0 ? `box-shadow ${style.boxShadow}` : '';
    const drawnOn = el === focused ? '' : ` on its ${el.tagName.toLowerCase()}`;
    // a ring drawn as a box-shadow is as thick as its spread, the fourth length ("0px 0px 0px 2px")
    const spread = Number(/(?:-?[\d.]+px\s+){3}(-?[\d.]+)px/.exec(style.boxShadow ?? '')?.[1] ?? 0);
    const width = outline > 0 ? parseFloat(style.outlineWidth) : shadow > 0 ? spread : 0;
    return { what: `${role} "${squash(name)}"`, indicator: indicator && indicator + drawnOn, contrast: Math.max(outline, shadow), width };
  });
}

/** True when focus is on (one of) the element(s) of `target`. */
export async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Soft-asserts that a stop shows a visible focus indicator, an outline or box-shadow whose colour
 * stands out (≥ 3:1) from the background around it; the test goes on and lists every miss.
 */
function expectVisibleFocus(stop: Stop, where: string): void {
  expect.soft(stop.indicator, `no visible focus indicator on ${stop.what} (${where})`).not.toBe('');
  if (stop.indicator) expect.soft(stop.contrast, `focus indicator of ${stop.what} too faint: ${stop.indicator} (${where})`).toBeGreaterThanOrEqual(3);
  // a 1 px ring is easy to miss beside a field's own 1 px border: every ring is at least 2 px
  if (stop.indicator) expect.soft(stop.width, `focus indicator of ${stop.what} too thin: ${stop.indicator} (${where})`).toBeGreaterThanOrEqual(2);
}

export interface TabOptions {
  /** Shift+Tab instead of Tab */
  back?: boolean;
  /** presses before giving up (default 60) */
  max?: number;
}

/**
 * Presses Tab (or Shift+Tab) until focus is on `target` (a locator built from a role and an
 * accessible name), at most `max` times. At every stop the focused element must show a visible focus
 * indicator. On failure it says which element was wanted and which ones were passed on the way.
 * Answers the number of presses.
 */
export async function tabTo(page: Page, target: Locator, options: TabOptions = {}): Promise<number> {
  const { back = false, max = 60 } = options;
  const wanted = String(target);
  await target.first().waitFor({ state: 'visible' });
  const passed: string[] = [];
  for (let presses = 0; presses <= max; presses += 1) {
    if (presses > 0) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await focusedStop(page);
    // every stop Tab makes (where focus already was, e.g. a heading the page focused, is no stop)
    if (stop && presses > 0) expectVisibleFocus(stop, `on the way to ${wanted}`);
    if (stop && (await isFocused(target))) {
      if (presses === 0) expectVisibleFocus(stop, `at ${wanted}`);
      if (process.env.KEYS_DEBUG)
        console.log(`KEYS ${presses} × ${back ? 'Shift+Tab' : 'Tab'} → ${wanted} [${stop.indicator} ${stop.contrast}]\n  ${passed.join('\n  ')}`);
      return presses;
    }
    passed.push(stop?.what ?? '<body>');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${wanted} in ${max} presses; focus passed:\n  ${passed.join('\n  ')}`);
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
export async function activate(page: Page, target: Locator, key: 'Enter' | 'Space' = 'Enter', options: TabOptions = {}): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press(key);
}

/** Text as a field may show it formatted: without spaces, commas, dashes and slashes. */
const bare = (text: string) => text.replace(/[\s,\-/]/g, '');

/**
 * Tabs to a text field and types `text` over whatever it holds (select all, delete, type); every
 * key must land: the field then shows the text (formatting aside, e.g. 2,400,000 for 2400000).
 */
export async function typeAt(page: Page, field: Locator, text: string, options: TabOptions = {}): Promise<void> {
  await tabTo(page, field, options);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
  await expect.poll(() => field.inputValue().then(bare), { message: `${String(field)} shows what was typed, "${text}"` }).toBe(bare(text));
  expect(await isFocused(field)).toBe(true);
}

/**
 * Tabs to a combobox (ARIA 1.2 list popup), types `query` to filter, moves with ArrowDown to the
 * option named `label` and presses Enter; the box then shows it.
 */
export async function pickByKeys(page: Page, combobox: Locator, label: string, query = label, options: TabOptions = {}): Promise<void> {
  await tabTo(page, combobox, options);
  const option = await highlightOption(page, combobox, label, query);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-activedescendant') ?? '')).toBe(await option.getAttribute('id'));
  await page.keyboard.press('Enter');
  await expect.poll(() => combobox.inputValue()).toBe(label);
}

const selectedLabel = (select: Locator) => select.evaluate((el) => ((el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '').trim());

/**
 * Tabs to a native <select> (closed) and chooses the option named `label` by typing its first
 * letters, as a person does; then the arrow keys (a closed select changes its value on
 * ArrowDown/ArrowUp) until it is the chosen one.
 */
export async function chooseByKeys(page: Page, select: Locator, label: string, options: TabOptions = {}): Promise<void> {
  await tabTo(page, select, options);
  const labels = await select.evaluate((el) => Array.from((el as HTMLSelectElement).options).map((o) => (o.textContent ?? '').trim()));
  const wanted = labels.indexOf(label);
  if (wanted < 0) throw new Error(`no option "${label}" in ${String(select)}: ${labels.join(', ')}`);
  // no space: on a closed select Space opens its popup
  await page.keyboard.type(label.split(' ')[0].slice(0, 4));
  for (let i = 0; i <= labels.length; i += 1) {
    const now = await select.evaluate((el) => (el as HTMLSelectElement).selectedIndex);
    if (now === wanted) break;
    await page.keyboard.press(now < wanted ? 'ArrowDown' : 'ArrowUp');
  }
  await expect.poll(() => selectedLabel(select)).toBe(label);
}

/**
 * A radio group: Tab enters it (on its checked radio, else the first), arrows move the choice to
 * `choice`, Space ticks it if the arrows did not.
 */
export async function answerByKeys(page: Page, group: Locator, choice: string, options: TabOptions = {}): Promise<void> {
  const radios = group.getByRole('radio');
  const wanted = group.getByRole('radio', { name: choice, exact: true });
  await tabTo(page, radios, options);
  const count = await radios.count();
  for (let i = 0; i < count && !(await isFocused(wanted)); i += 1) {
    await page.keyboard.press('ArrowRight');
    const stop = await focusedStop(page);
    if (stop) expectVisibleFocus(stop, `moving to ${choice} in ${String(group)}`);
  }
  if (!(await isFocused(wanted))) throw new Error(`the arrows did not reach "${choice}" in ${String(group)}`);
  if (!(await wanted.isChecked())) await page.keyboard.press('Space');
  await expect.poll(() => wanted.isChecked()).toBe(true);
}

/** Tabs to a checkbox and makes it `on` with Space (no key when it already is). */
export async function tickByKeys(page: Page, box: Locator, on = true, options: TabOptions = {}): Promise<void> {
  await tabTo(page, box, options);
  if ((await box.isChecked()) !== on) await page.keyboard.press('Space');
  await expect.poll(() => box.isChecked()).toBe(on);
}

/**
 * Tabs to a date field and picks `dd/mm/yyyy` in its calendar: Enter on the calendar button, the
 * year and month chosen with arrows in their selects, then Tab into the grid, arrows to the day,
 * Enter. Focus comes back to the calendar button and the field shows the date.
 */
export async function pickDateByKeys(page: Page, field: Locator, date: string, options: TabOptions = {}): Promise<void> {
  const [day, month, year] = date.split('/').map(Number);
  await tabTo(page, field, options);
  // the calendar button is the very next stop after its field
  const opener = page.getByRole('button', { name: 'Choose date from calendar' });
  await activate(page, opener, 'Enter', { max: 1 });
  const dialog = page.getByRole('application', { name: 'Choose a date' });
  await dialog.waitFor();
  // focus starts on a day of the grid; the month and year selects come before it
  await chooseByKeys(page, dialog.getByRole('combobox', { name: 'Year' }), String(year), { back: true, max: 10 });
  await chooseByKeys(page, dialog.getByRole('combobox', { name: 'Month' }), monthName(month), { back: true, max: 3 });
  const grid = dialog.getByRole('grid');
  await tabTo(page, grid.locator('[role="button"][tabindex="0"]'), { max: 5 });
  const current = async () => Number((await page.evaluate(() => document.activeElement?.getAttribute('data-value') ?? '')).slice(8, 10));
  for (let i = 0; i < 40; i += 1) {
    const now = await current();
    if (now === day) break;
    const gap = day - now;
    await page.keyboard.press(Math.abs(gap) >= 7 ? (gap > 0 ? 'ArrowDown' : 'ArrowUp') : gap > 0 ? 'ArrowRight' : 'ArrowLeft');
    // the calendar moves focus on its next frame
    await expect.poll(current).not.toBe(now);
  }
  expect(await current()).toBe(day);
  await page.keyboard.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(date);
  await expect.poll(() => isFocused(opener)).toBe(true);
}

function monthName(month: number): string {
  return new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

interface ChooserQueue {
  waiting: Array<(chooser: FileChooser) => void>;
  ready: FileChooser[];
}
const choosers = new WeakMap<Page, ChooserQueue>();

/**
 * Makes Playwright take over the page's file choosers from now on (one lasting listener). Call it
 * well before the first key that opens one: turning the interception on is a message of its own
 * that a key press sent right after may overtake, and the chooser then opens unseen. (A listener
 * per press, as waitForEvent adds, raced like that on this machine now and then.)
 */
export function interceptFileChoosers(page: Page): void {
  if (choosers.has(page)) return;
  const queue: ChooserQueue = { waiting: [], ready: [] };
  choosers.set(page, queue);
  page.on('filechooser', (chooser) => {
    const waiter = queue.waiting.shift();
    if (waiter) waiter(chooser);
    else queue.ready.push(chooser);
  });
}

function nextChooser(page: Page, timeout: number): Promise<FileChooser> {
  const queue = choosers.get(page);
  if (!queue) throw new Error('call interceptFileChoosers(page) before the first upload');
  const ready = queue.ready.shift();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      queue.waiting.splice(queue.waiting.indexOf(take), 1);
      reject(new Error(`no file chooser opened within ${timeout} ms`));
    }, timeout);
    const take = (chooser: FileChooser) => {
      clearTimeout(timer);
      resolve(chooser);
    };
    queue.waiting.push(take);
  });
}

/**
 * A file input's drop zone reached by Tab: Enter opens the chooser. The operating system's file dialog is the
 * one part of the journey that is not the page's keyboard (a person picks the file there with the
 * keys of their OS); Playwright answers it with setFiles. Needs interceptFileChoosers(page) first.
 */
export async function uploadByKeys(page: Page, input: Locator, path: string, options: TabOptions = {}): Promise<void> {
  await tabTo(page, input, options);
  const chooser = nextChooser(page, 15_000);
  await page.keyboard.press('Enter');
  try {
    await (await chooser).setFiles(path);
  } catch (error) {
    const stop = await focusedStop(page);
    const disabled = await input.evaluate((el) => `disabled=${(el as HTMLInputElement).disabled} aria-disabled=${el.getAttribute('aria-disabled')}`);
    throw new Error(`Enter on ${String(input)} opened no file chooser; focus on ${stop?.what ?? '<body>'}; input ${disabled}`, { cause: error });
  }
}

/** Waits until focus is on `target` (where the page itself put it after a key). */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect
    .poll(async () => ((await isFocused(target)) ? 'focused' : `focus on ${(await focusedStop(page))?.what ?? '<body>'}`), {
      message: `focus on ${String(target)}`,
    })
    .toBe('focused');
}

/** After a move to another page of the app: focus is on the new page's title, not lost to <body>. */
export async function expectFocusOnTitle(page: Page, name?: string): Promise<void> {
  await expectFocusOn(page, page.getByRole('heading', { level: 1, name }));
}
