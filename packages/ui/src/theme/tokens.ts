/**
 * Raw design-token values. Components never read these directly: they use `vars` from
 * `./contract.css.ts`. The values live here (plain TypeScript, no CSS) so tests can check
 * contrast ratios and the size script stays free of CSS.
 */

/**
 * Brand palette: a deep safety orange (the colour of hi-vis gear and construction signage)
 * paired with a dark navy for trust. Every text/background pair that ships is checked to
 * reach WCAG AA (4.5:1) in `theme.test.ts`.
 */
export const palette = {
  orange50: '#fff4ec',
  orange100: '#ffe2cc',
  orange600: '#c2410c',
  orange700: '#a3360a',
  navy50: '#eef3f9',
  navy700: '#1e3a5f',
  navy800: '#16304f',
  navy900: '#0f2238',
  gray0: '#ffffff',
  gray50: '#f6f7f9',
  gray100: '#eceef2',
  gray200: '#d9dde3',
  gray400: '#8a929c',
  gray600: '#59616b',
  gray900: '#1f2328',
  red50: '#fdecec',
  red600: '#c62828',
  red700: '#b71c1c',
  green50: '#e8f5ec',
  green700: '#1b7f3b',
  yellow50: '#fff8e1',
  yellow800: '#7a5300',
  blue700: '#0b57b5',
} as const;

export const colors = {
  brand: palette.orange600,
  brandHover: palette.orange700,
  brandSubtle: palette.orange50,
  brandSubtleBorder: palette.orange100,
  onBrand: palette.gray0,
  accent: palette.navy700,
  accentHover: palette.navy800,
  accentSubtle: palette.navy50,
  onAccent: palette.gray0,
  text: palette.gray900,
  textMuted: palette.gray600,
  textInverse: palette.gray0,
  link: palette.blue700,
  background: palette.gray0,
  surface: palette.gray0,
  surfaceMuted: palette.gray50,
  surfaceInverse: palette.navy900,
  border: palette.gray200,
  borderStrong: palette.gray400,
  focus: palette.blue700,
  danger: palette.red600,
  dangerHover: palette.red700,
  dangerSubtle: palette.red50,
  success: palette.green700,
  successSubtle: palette.green50,
  warning: palette.yellow800,
  warningSubtle: palette.yellow50,
  badge: palette.red600,
  onBadge: palette.gray0,
  skeleton: palette.gray100,
  overlay: 'rgba(15, 34, 56, 0.6)',
} as const;

/** Text/background pairs that components actually use: each must reach 4.5:1. */
export const contrastPairs: ReadonlyArray<
  readonly [text: keyof typeof colors, bg: keyof typeof colors]
> = [
  ['text', 'background'],
  ['text', 'surfaceMuted'],
  ['textMuted', 'background'],
  ['textMuted', 'surfaceMuted'],
  ['link', 'background'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandHover'],
  ['brand', 'background'],
  ['brand', 'brandSubtle'],
  ['onAccent', 'accent'],
  ['accent', 'accentSubtle'],
  ['textInverse', 'surfaceInverse'],
  ['danger', 'background'],
  ['danger', 'dangerSubtle'],
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
  ['onBadge', 'badge'],
  ['text', 'brandSubtle'],
];

/**
 * Japanese system font stack: nothing is downloaded. Android's font (Noto Sans CJK JP) comes
 * first, then iOS's and macOS's (Hiragino), then Windows' (Meiryo). Chromium looks each family
 * up, in order, once per text size and weight on a page's first layout, and on Android and
 * Linux each lookup that misses is a round trip to the browser process: with Hiragino first a
 * phone page's first layout made 50 lookups instead of 20 (docs/performance.md, "Web").
 */
export const fontFamily = [
  '"Noto Sans CJK JP"',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  'Meiryo',
  'sans-serif',
].join(', ');

export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;

/** Type scale. Japanese text reads best a little looser than Latin (line-height 1.7). */
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;

export const fontWeight = { regular: '400', bold: '700' } as const;
export const lineHeight = { tight: '1.4', normal: '1.7' } as const;

export const radius = { sm: '4px', md: '8px', lg: '12px', full: '9999px' } as const;

export const shadow = {
  sm: '0 1px 2px rgba(15, 34, 56, 0.08)',
  md: '0 2px 8px rgba(15, 34, 56, 0.12)',
  lg: '0 8px 24px rgba(15, 34, 56, 0.18)',
} as const;

/** Stacking order, lowest first. */
export const zIndex = {
  stickyCta: '100',
  header: '200',
  overlay: '300',
  drawer: '310',
  dialog: '400',
  toast: '500',
  progress: '600',
} as const;

export const duration = { fast: '150ms', normal: '250ms' } as const;

/**
 * touchTarget: the smallest height (and width) of anything tapped: WCAG 2.5.5's 44 CSS px,
 * which phone users with gloves or a thumb on a moving vehicle need (style.md, phone first).
 */
export const layout = {
  contentMaxWidth: '1120px',
  headerHeight: '56px',
  touchTarget: '44px',
} as const;
