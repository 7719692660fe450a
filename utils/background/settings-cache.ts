/**
 * The background's copy of the settings: read from storage once per worker life, forgotten when
 * storage changes, and the build's defaults (API address, boards) applied on top. The API address is
 * the one recorded where no content script can write (`ChosenAddress`), whatever `storage.local` says.
 */
import type { BoardAdapter } from '../boards';
import { SettingsSchema, type Settings } from '../settings/schema';
import { loadSettings, settingsItem } from '../storage';
import { enabledBoards, isBoardUrl } from '../boards/enabled';
import { turns } from '../feed/in-turn';
import { ChosenAddress } from '../settings/chosen-address';
import { HandlerFailure } from '../messaging/dispatch';

export interface BuildDefaults {
  /** The build's WXT_API_BASE_URL. */
  defaultApiBaseUrl: string;
  /** The build's WXT_JOB_BOARDS patterns. */
  buildBoardPatterns: string[];
}

export class SettingsCache {
  private cached: Settings | null = null;
  /** Counts the changes heard (`forget`): a read that one overtook is not kept. */
  private changes = 0;
  private readonly build: BuildDefaults;
  /**
   * Changes to the settings take turns, each prepared from the settings the one before stored: a new
   * API address signs out and clears the local feed before it is stored, and a change saved meanwhile
   * (the language, another tab's board) was then written over by the address change's older copy.
   */
  readonly inTurn = turns();

  private readonly chosen: ChosenAddress;
  /** Whether the chosen address's record was read with the settings (false: IndexedDB is unusable). */
  private recorded = true;

  /** `indexName`: the feed index's, when not the default; the chosen address's database is named after it. */
  constructor(build: BuildDefaults & { indexName?: string }) {
    this.build = build;
    this.chosen = new ChosenAddress(build.indexName && `${build.indexName}-settings`);
  }

  async get(): Promise<Settings> {
    while (!this.cached) {
      const at = this.changes;
      const read = await this.read();
      // A change stored while this read was under way: it may have read the settings from before it.
      if (at === this.changes) this.cached ??= read;
    }
    return this.cached;
  }

  /**
   * The stored settings with the chosen address. None recorded yet (a first start, or the update that
   * brought the record): the stored one becomes the chosen one. IndexedDB unusable: the stored one,
   * as before the record existed (and `save` then does without it).
   */
  private async read(): Promise<Settings> {
    const stored = await loadSettings();
    const chosen = await this.chosen.adopt(stored.apiBaseUrl).catch(() => null);
    this.recorded = chosen !== null;
    if (!chosen || chosen.apiBaseUrl === stored.apiBaseUrl) return stored;
    console.warn('Job Feed Companion: the API address in storage.local is not the one chosen in the options; the chosen one is used');
    return { ...stored, apiBaseUrl: chosen.apiBaseUrl };
  }

  /**
   * Runs `work` in turn with the changes, while the API address is still `apiBaseUrl`. A sign-in's authorize waits for no
   * change: an address changed during it found no session to end, and the session it would start is the old API's.
   */
  whileAt<T>(apiBaseUrl: string, work: () => Promise<T>): Promise<T> {
    return this.inTurn(async () => {
      if ((await this.apiBaseUrl()) !== apiBaseUrl) throw new HandlerFailure('signedOut', 'The API address changed; sign in again.');
      return work();
    });
  }

  /** Settings changed in storage (another page, or sync across the worker's restart). */
  forget(): void {
    this.cached = null;
    this.changes++;
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

  /**
   * Whether a URL is a page of an enabled board, as a synchronous test for the sender policy. It
   * waits for the settings, so a worker that just woke never answers from settings not yet read.
   */
  async boardMatcher(): Promise<(url: string) => boolean> {
    const settings = await this.get();
    return (url) => isBoardUrl(url, settings, this.build.buildBoardPatterns);
  }

  /** Validates a patch against the current settings; nothing is stored yet. */
  async prepare(patch: Partial<Settings>): Promise<{ before: Settings; next: Settings }> {
    const before = await this.get();
    return { before, next: SettingsSchema.parse({ ...before, ...patch }) };
  }

  /**
   * Stores `next`. A new address is recorded first: when that fails, nothing is stored (a worker woken
   * later would go back to the recorded one), unless the record could not be read either, IndexedDB
   * being unusable, so that the address can still be changed. When the settings' own write fails, the
   * record goes back to the address before.
   */
  async save(next: Settings): Promise<void> {
    const before = (await this.get()).apiBaseUrl;
    const newAddress = next.apiBaseUrl !== before;
    if (newAddress)
      try {
        await this.chosen.write(next.apiBaseUrl);
      } catch (error) {
        if (this.recorded) throw error;
      }
    try {
      await settingsItem.setValue(next);
    } catch (error) {
      if (newAddress) await this.chosen.write(before).catch(() => undefined);
      throw error;
    }
    this.cached = next;
  }
}
