// Site settings as operators change them (issue 23): the console's routes and `npm run settings` both read the
// help text and apply the rules of lib/setting-rules.ts here.
import { SETTING_RANGES, SETTING_RULES, settingProblem, type SettingKind } from '../lib/setting-rules';
import type { SettingsRepository } from '../repositories/settings';

export interface SettingView {
  key: string;
  value: unknown;
  public: boolean;
  kind: SettingKind | 'unknown';
  help: string;
}

export async function settingsWithHelp(repo: SettingsRepository): Promise<SettingView[]> {
  return (await repo.list()).map((e) => {
    const rule = Object.prototype.hasOwnProperty.call(SETTING_RULES, e.key)
      ? SETTING_RULES[e.key]
      : undefined;
    return { ...e, kind: rule?.kind ?? 'unknown', help: rule?.help ?? '' };
  });
}

/** Why the change cannot be made (the value's rule, or a minimum above its maximum), or undefined. */
export async function settingChangeProblem(
  repo: SettingsRepository,
  key: string,
  value: unknown,
): Promise<string | undefined> {
  const problem = settingProblem(key, value);
  if (problem) return problem;
  for (const [min, max] of SETTING_RANGES) {
    if (key !== min && key !== max) continue;
    const low = key === min ? value : await repo.get<number>(min);
    const high = key === max ? value : await repo.get<number>(max);
    if ((low as number) > (high as number)) return `${min} may not be above ${max}`;
  }
  return undefined;
}

export async function updateSetting(
  repo: SettingsRepository,
  key: string,
  value: unknown,
  now: string,
): Promise<void> {
  await repo.set(key, value, now);
}
