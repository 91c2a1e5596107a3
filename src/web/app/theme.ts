import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  pinInputSlotRecipe,
  progressSlotRecipe,
  progressCircleSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  textStyles,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

type TokenTree = { [key: string]: unknown };

/**
 * Chakra's semantic tokens with their light values only. The app has no dark mode (nothing sets
 * Chakra's `dark` class), and a token with both values costs createSystem twice the work and the
 * page twice the CSS variables: the theme was built in half the time without them (38 → 20 ms in
 * Node; at a phone's speed it ran before the first paint).
 */
function lightValues<T>(node: T): T {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return node;
  const tree = node as TokenTree;
  const value = tree.value as TokenTree | undefined;
  if (value && typeof value === 'object' && '_light' in value) return { ...tree, value: value._light } as T;
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, lightValues(child)])) as T;
}

/**
 * Colour palettes of Chakra's that nothing in the app names (no colorPalette, no token, and none of
 * Chakra's own semantic tokens refers to them). Every palette is about 18 tokens, each one built by
 * createSystem before the first paint and written as CSS variables: these three were a quarter of
 * createSystem's time. A component that needs one puts it back here.
 */
const UNUSED_PALETTES = ['cyan', 'pink', 'yellow'];

function withoutPalettes<T extends TokenTree>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name))) as T;
}

const lightSemanticTokens = lightValues(semanticTokens);

/**
 * Chakra's default theme with only the recipes of the components the app renders (a recipe is
 * chosen by the component's key): the other ~60 recipes stay out of every route's JavaScript.
 * A component new to the app needs its recipe added here (the component tests fail until it is: tests/web/setup.ts).
 */
/**
 * Chakra's date picker, whose month and year selects draw their chevron at the right in either
 * direction (their room for it is logical padding): right to left it sat on the month's name.
 */
function datePickerInBothDirections(): typeof datePickerSlotRecipe {
  const base = datePickerSlotRecipe.base ?? {};
  const atEnd = (slot: keyof typeof base) => ({ ...base[slot], _rtl: { backgroundPosition: 'left 0.375rem center' } });
  return { ...datePickerSlotRecipe, base: { ...base, monthSelect: atEnd('monthSelect'), yearSelect: atEnd('yearSelect') } };
}

const defaultsWeUse = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutPalettes(tokens.colors) },
    semanticTokens: { ...lightSemanticTokens, colors: withoutPalettes(lightSemanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerInBothDirections(),
      dialog: dialogSlotRecipe,
      fileUpload: fileUploadSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      pinInput: pinInputSlotRecipe,
      progress: progressSlotRecipe,
      progressCircle: progressCircleSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

// A bank-like palette: deep red brand, near-black text on white (contrast ≥ 7:1), and a
// focus ring that stays visible on every background (2 px navy outline with an offset).
const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fdf2f3' },
          100: { value: '#f9dfe2' },
          200: { value: '#f1b6bd' },
          300: { value: '#e4808c' },
          400: { value: '#d24c5c' },
          500: { value: '#b8283b' },
          600: { value: '#9e1b2f' },
          700: { value: '#841526' },
          800: { value: '#66101d' },
          900: { value: '#470b14' },
          950: { value: '#2b060c' },
        },
        ink: {
          50: { value: '#f6f7f9' },
          100: { value: '#eceef2' },
          200: { value: '#d5d9e0' },
          300: { value: '#b0b7c3' },
          400: { value: '#7d8696' },
          500: { value: '#5c6573' },
          600: { value: '#454d59' },
          700: { value: '#323842' },
          800: { value: '#22262d' },
          900: { value: '#14171b' },
          950: { value: '#0a0c0e' },
        },
        focus: { value: '#1d3f8f' },
      },
      fonts: {
        heading: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
        body: { value: "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.focus}' },
        },
        // Chakra's neutral palette rings focus in gray.400 (2.6:1 on white): fields, selects and
        // outline buttons take the navy ring like everything else
        gray: { focusRing: { value: '{colors.focus}' } },
        panel: { value: '{colors.ink.50}' },
        'fg.default': { value: '{colors.ink.900}' },
        'fg.soft': { value: '{colors.ink.600}' },
      },
    },
  },
  globalCss: {
    // Chakra draws a field's ring 1 px thick by default (focusVisibleRing "inside"), hard to tell
    // from its border: every ring, inside or outside, is 2 px
    ':root': { '--focus-ring-width': '2px' },
    'html, body': { color: 'ink.900', bg: 'white' },
    ':focus-visible': {
      outline: '2px solid',
      outlineColor: 'focus',
      outlineOffset: '2px',
    },
    a: { textUnderlineOffset: '2px' },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The app's Chakra system, made on first use, not as this module loads: the browser then makes it
 * in a task of its own (src/web/main.tsx), not in the one that evaluates every script of the first
 * page, which on a phone was the longest task after the first paint. createSystem merges its
 * configs itself: one deep copy of Chakra's base config, not two.
 */
export function appSystem(): ReturnType<typeof createSystem> {
  system ??= createSystem(defaultBaseConfig, defaultsWeUse, config);
  return system;
}
