/**
 * The user's settings: what the options page edits. One zod schema validates both what is stored
 * (so a damaged or older value never breaks the extension) and what a settings message may change.
 */
import { z } from 'zod';
import { parseApiBaseUrl } from '../api/base-url';
import { matchPatternProblem } from '../config/patterns';

export const LANGUAGES = ['auto', 'en', 'nl'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
export const SYNC_INTERVAL_MINUTES = { min: 5, max: 24 * 60, default: 15 } as const;

export const ApiBaseUrlSchema = z
  .string()
  .max(2000)
  .superRefine((value, ctx) => {
    try {
      parseApiBaseUrl(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  });

export const CustomBoardSchema = z.object({
  name: z.string().trim().min(1).max(80),
  pattern: z
    .string()
    .max(500)
    .superRefine((value, ctx) => {
      const problem = matchPatternProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export const SettingsSchema = z.object({
  /** null: the build's WXT_API_BASE_URL. */
  apiBaseUrl: ApiBaseUrlSchema.nullable(),
  /** Passed to Get Job as clientViewId when set. */
  clientViewId: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullable(),
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  syncIntervalMinutes: z.number().int().min(SYNC_INTERVAL_MINUTES.min).max(SYNC_INTERVAL_MINUTES.max),
  /** Built-in boards switched on or off by the user; absent ids keep their default. */
  boardToggles: z.record(z.string().max(80), z.boolean()),
  customBoards: z.array(CustomBoardSchema).max(50),
});

export type Settings = z.infer<typeof SettingsSchema>;
export type CustomBoard = z.infer<typeof CustomBoardSchema>;

export const DEFAULT_SETTINGS: Settings = {
  apiBaseUrl: null,
  clientViewId: null,
  language: 'auto',
  theme: 'system',
  syncIntervalMinutes: SYNC_INTERVAL_MINUTES.default,
  boardToggles: {},
  customBoards: [],
};

/** A partial change from the options page; validated field by field. */
export const SettingsPatchSchema = SettingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/** Stored settings read back tolerantly: a field that no longer validates falls back to its default. */
export function readStoredSettings(value: unknown): Settings {
  const source = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const parsed = SettingsSchema.shape[key].safeParse(source[key]);
    if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
  }
  return settings;
}
