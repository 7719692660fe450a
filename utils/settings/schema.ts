/**
 * The user's settings: what the options page edits. One zod schema validates both what is stored
 * (so a damaged or older value never breaks the extension) and what a settings message may change.
 */
import { z } from 'zod/mini';
import { API_BASE_URL_MAX_LENGTH, parseApiBaseUrl } from '../api/base-url';
import { matchPatternIssue } from '../config/patterns';
import { REMINDER_DAYS } from '../feed/closing-reminders';
import { MINUTES_PER_DAY } from '../feed/quiet-hours';

export const LANGUAGES = ['auto', 'en', 'nl'] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
/** How many boards of their own a user may add. */
export const MAX_CUSTOM_BOARDS = 50;
export { REMINDER_DAYS };
export const SYNC_INTERVAL_MINUTES = { min: 5, max: 24 * 60, default: 15 } as const;

export const ApiBaseUrlSchema = z.string().check(
  z.maxLength(API_BASE_URL_MAX_LENGTH),
  z.superRefine((value, ctx) => {
    try {
      parseApiBaseUrl(value);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: (error as Error).message });
    }
  }),
);

/** Limits of a custom board's fields (the options form checks them too). */
export const CUSTOM_BOARD_NAME_MAX = 80;
export const CUSTOM_BOARD_PATTERN_MAX = 500;

export const CustomBoardSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(CUSTOM_BOARD_NAME_MAX)),
  pattern: z.string().check(
    z.maxLength(CUSTOM_BOARD_PATTERN_MAX),
    z.superRefine((value, ctx) => {
      // The issue's code, not a sentence: the options page words it in the user's language, and the
      // background then carries no English table of pattern problems.
      const issue = matchPatternIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: `unusable job-board pattern (${issue})` });
    }),
  ),
  /** Since settings v2: a board can be switched off without losing its pattern (v1 boards were always on). */
  enabled: z.boolean(),
});

const timeOfDay = z.int().check(z.minimum(0), z.maximum(MINUTES_PER_DAY - 1));

export const SettingsSchema = z.object({
  /** null: the build's WXT_API_BASE_URL. */
  apiBaseUrl: z.nullable(ApiBaseUrlSchema),
  /** Passed to Get Job as clientViewId when set. */
  clientViewId: z.nullable(z.int().check(z.nonnegative(), z.maximum(Number.MAX_SAFE_INTEGER))),
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  syncIntervalMinutes: z.int().check(z.minimum(SYNC_INTERVAL_MINUTES.min), z.maximum(SYNC_INTERVAL_MINUTES.max)),
  /** Built-in boards switched on or off by the user; absent ids keep their default. */
  boardToggles: z.record(z.string().check(z.maxLength(80)), z.boolean()),
  customBoards: z.array(CustomBoardSchema).check(z.maxLength(MAX_CUSTOM_BOARDS)),
  /** "In feed" markers next to posting links on result pages. */
  showMarkers: z.boolean(),
  /** Closing reminders for shortlisted jobs: days before the closing day (0: off). */
  reminderDays: z.int().check(z.minimum(REMINDER_DAYS.min), z.maximum(REMINDER_DAYS.max)),
  /** No notifications in this daily stretch of local time (minutes after midnight); null: none. */
  quietHours: z.nullable(z.strictObject({ from: timeOfDay, to: timeOfDay })),
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
  showMarkers: true,
  reminderDays: REMINDER_DAYS.default,
  quietHours: null,
};

/** A partial change from the options page; validated field by field. */
export const SettingsPatchSchema = z.strictObject(z.partial(SettingsSchema).shape);
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;

/**
 * The version of the stored settings' shape (`local:settings`, its `local:settings$` metadata).
 * - v1: custom boards were `{ name, pattern }`, always on; removing one was the only way to stop it.
 * - v2: custom boards are `{ name, pattern, enabled }`, switched on and off like the built-in ones.
 */
export const SETTINGS_VERSION = 2;

/** What a v1 value looks like where it differs from v2. */
interface SettingsV1 {
  customBoards?: unknown;
  [key: string]: unknown;
}

/**
 * v1 → v2: every custom board the user had keeps its name and pattern and stays on, as it was.
 * Pure and tolerant: a value it does not understand is passed on unchanged for readStoredSettings
 * to judge field by field, so a migration never turns damage into an error that wipes the rest.
 */
export function migrateSettingsV1ToV2(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const v1 = value as SettingsV1;
  if (!Array.isArray(v1.customBoards)) return value;
  const customBoards = v1.customBoards.map((board: unknown) =>
    board !== null && typeof board === 'object' && !Array.isArray(board) && !('enabled' in board) ? { ...board, enabled: true } : board,
  );
  return { ...v1, customBoards };
}

/** Stored settings read back tolerantly: a field that no longer validates falls back to its default. */
export function readStoredSettings(value: unknown): Settings {
  const source = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const parsed = SettingsSchema.shape[key].safeParse(source[key]);
    if (parsed.success) (settings as Record<string, unknown>)[key] = parsed.data;
  }
  // One damaged board costs only itself, not the user's whole list.
  if (Array.isArray(source.customBoards) && !SettingsSchema.shape.customBoards.safeParse(source.customBoards).success) {
    settings.customBoards = source.customBoards
      .map((board) => CustomBoardSchema.safeParse(board))
      .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
      .slice(0, MAX_CUSTOM_BOARDS);
  }
  // Nor does one damaged toggle switch every board the user turned off back on.
  const toggles = source.boardToggles;
  if (toggles !== null && typeof toggles === 'object' && !Array.isArray(toggles)) {
    const { keyType: id, valueType: on } = SettingsSchema.shape.boardToggles.def;
    settings.boardToggles = Object.fromEntries(
      Object.entries(toggles).filter(([board, value]) => id.safeParse(board).success && on.safeParse(value).success),
    );
  }
  return settings;
}
