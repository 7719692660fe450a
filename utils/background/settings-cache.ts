/**
 * The background's copy of the settings: read from storage once per worker life, forgotten when
 * storage changes, and the build's defaults (API address, boards) applied on top.
 */
import type { BoardAdapter } from '../boards';
import { SettingsSchema, type Settings } from '../settings/schema';
import { loadSettings, settingsItem } from '../storage';
import { enabledBoards, isBoardUrl } from './boards';

export interface BuildDefaults {
  /** The build's WXT_API_BASE_URL. */
  defaultApiBaseUrl: string;
  /** The build's WXT_JOB_BOARDS patterns. */
  buildBoardPatterns: string[];
}

export class SettingsCache {
  private cached: Settings | null = null;
  private readonly build: BuildDefaults;

  constructor(build: BuildDefaults) {
    this.build = build;
  }

  async get(): Promise<Settings> {
    this.cached ??= await loadSettings();
    return this.cached;
  }

  /** Settings changed in storage (another page, or sync across the worker's restart). */
  forget(): void {
    this.cached = null;
  }

  /** The API address these settings name: the user's, or the build's. */
  apiBaseUrlOf(settings: Settings): string {
    return settings.apiBaseUrl ?? this.build.defaultApiBaseUrl;
  }

  async apiBaseUrl(): Promise<string> {
    return this.apiBaseUrlOf(await this.get());
  }

  async boards(): Promise<BoardAdapter[]> {
    return enabledBoards(await this.get(), this.build.buildBoardPatterns);
  }

  /** Synchronous, for the sender policy: it uses the last settings read. */
  isBoardUrl(url: string): boolean {
    return isBoardUrl(url, this.cached, this.build.buildBoardPatterns);
  }

  /** Applies a validated patch and stores the result; returns the settings before and after. */
  async update(patch: Partial<Settings>): Promise<{ before: Settings; next: Settings }> {
    const before = await this.get();
    const next = SettingsSchema.parse({ ...before, ...patch });
    await settingsItem.setValue(next);
    this.cached = next;
    return { before, next };
  }
}
