// Server JSON of /settings/public and /settings/keys mapped to the typed settings (spec §3 "Site settings").
import { DEFAULT_SETTINGS, type Menu } from '@/config/constants';
import { type SettingsState } from './settings-slice';

type Raw = Record<string, unknown>;
const SECTIONS: readonly Menu['section'][] = ['main', 'header', 'footer'];

export function toMenu(raw: unknown): Menu | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Raw;
  if (typeof r.title !== 'string' || typeof r.path !== 'string') return null;
  const section = SECTIONS.includes(r.section as Menu['section']) ? (r.section as Menu['section']) : 'main';
  return {
    _id: typeof r._id === 'string' ? r._id : `${section}:${r.path}`,
    title: r.title,
    path: r.path,
    section,
    isNewTab: r.isNewTab === true,
    ...(typeof r.internal === 'boolean' ? { internal: r.internal } : {}),
    ...(typeof r.ordering === 'number' ? { ordering: r.ordering } : {}),
  };
}

/** Keeps the known keys whose value has the default's type; unknown keys and wrong types are dropped. */
export function toPublicSettings(raw: unknown): Partial<SettingsState> {
  if (!raw || typeof raw !== 'object') return {};
  const r = raw as Raw;
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_SETTINGS)) {
    if (!(key in r)) continue;
    const value = r[key];
    if (key === 'menus') {
      if (Array.isArray(value)) out.menus = value.map(toMenu).filter((m): m is Menu => m !== null);
    } else if (typeof value === typeof fallback) {
      out[key] = value;
    } else if (
      typeof fallback === 'number' &&
      typeof value === 'string' &&
      value.trim() !== '' &&
      Number.isFinite(Number(value))
    ) {
      out[key] = Number(value);
    } else if (typeof fallback === 'boolean' && (value === 'true' || value === 'false')) {
      out[key] = value === 'true';
    }
  }
  return out as Partial<SettingsState>;
}

/** POST /settings/keys answers {key: value}; values stay loosely typed (HTML, image URLs, strings). */
export function toSettingValues(raw: unknown): Record<string, unknown> {
  return raw && typeof raw === 'object' && !Array.isArray(raw) ? { ...(raw as Raw) } : {};
}
