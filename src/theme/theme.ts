// One antd theme for runtime and for the build-time CSS extraction (scripts/build-antd-css.mjs): the
// static stylesheet only matches the components when both sides use exactly this config.
import type { ThemeConfig } from 'antd';
import { theme as antdTheme } from 'antd';

export type ThemeMode = 'light' | 'dark';

/** #0958d9 keeps white button text above the WCAG AA 4.5:1 ratio (antd's #1677ff is 4.1:1). */
export const PRIMARY_COLOR = '#0958d9';
/** Links and primary in dark mode: light enough to read on #141414. */
export const PRIMARY_COLOR_DARK = '#3c89e8';

/** CSS-variable scope class per mode; both blocks live in the one static stylesheet. */
export const CSS_VAR_KEYS: Record<ThemeMode, string> = { light: 'fp-light', dark: 'fp-dark' };

/**
 * @param zeroRuntime true in the app (styles come from the static file), false when extracting that file.
 * @param motion false when the reader asks for reduced motion: dialogs, drawers and toasts then open and close
 *   without their zoom, slide and fade (antd's motion classes are not applied at all).
 */
export function buildTheme(mode: ThemeMode, zeroRuntime = true, motion = true): ThemeConfig {
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    hashed: false,
    zeroRuntime,
    cssVar: { key: CSS_VAR_KEYS[mode] },
    token: {
      colorPrimary: mode === 'dark' ? PRIMARY_COLOR_DARK : PRIMARY_COLOR,
      colorLink: mode === 'dark' ? PRIMARY_COLOR_DARK : PRIMARY_COLOR,
      // WCAG AA (4.5:1) for helper and error text, which antd draws lighter by default
      colorTextDescription: mode === 'dark' ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.62)',
      colorTextTertiary: mode === 'dark' ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.62)',
      ...(mode === 'light' ? { colorError: '#cf1322' } : {}),
      borderRadius: 8,
      ...(motion ? {} : { motion: false }),
      fontFamily:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif",
    },
  };
}

/** Components the app renders; the static stylesheet is limited to these (keeps it small). */
export const USED_COMPONENTS = [
  'Alert',
  'App',
  'Avatar',
  'Badge',
  'Button',
  'Card',
  'Checkbox',
  'Col',
  'Descriptions',
  'Divider',
  'Drawer',
  'Empty',
  'Flex',
  'FloatButton',
  'Form',
  'Input',
  'InputNumber',
  'Layout',
  'List',
  'Menu',
  'message',
  'Modal',
  'Pagination',
  'notification',
  'Popconfirm',
  'Popover',
  'Progress',
  'Radio',
  'Result',
  'Row',
  'Segmented',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Statistic',
  'Switch',
  'Table',
  'Tabs',
  'Tag',
  'Tooltip',
  'Typography',
  'Upload',
];
