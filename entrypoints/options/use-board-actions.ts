/**
 * The job boards section's actions. Switching a board on, granting its site and adding one ask for
 * host access first, synchronously in the click (see utils/ui/host-permissions.ts), and save only
 * once it is granted: a board the extension may not read would stay silent.
 */
import { useEffect, useState } from 'preact/hooks';
import { BUILTIN_BOARDS } from '@/utils/boards/builtin';
import type { CustomBoard, Settings, SettingsPatch } from '@/utils/settings/schema';
import { boardHostPattern, hasHostAccess, requestHostAccess, type HostPermissions } from '@/utils/ui/host-permissions';
import type { BoardsSectionProps } from '@/components/options/BoardsSection';
import type { SectionStatus } from './use-section-status';
import { useI18n } from '@/utils/i18n/context';
import { useLatest } from '@/utils/ui/use-latest';

interface Options {
  permissions: HostPermissions;
  settings: Settings | null;
  sections: SectionStatus;
  /** Saves a change of the boards section; resolves whether it was saved. */
  save(patch: SettingsPatch): Promise<boolean>;
}

export type BoardActions = Omit<BoardsSectionProps, 't' | 'status'>;

export function useBoardActions({ permissions, settings, sections, save }: Options): BoardActions {
  const { t } = useI18n();
  // Which built-in boards' sites the extension may already run on.
  const [access, setAccess] = useState<Record<string, boolean>>({});
  useEffect(() => {
    let live = true;
    void Promise.all(BUILTIN_BOARDS.map(async (board) => [board.id, await hasHostAccess(permissions, [...board.matches])] as const)).then(
      (entries) => {
        if (live) setAccess(Object.fromEntries(entries));
      },
    );
    return () => {
      live = false;
    };
  }, [permissions]);

  const refused = (name: string) => sections.set('boards', { kind: 'error', message: t('options.boards.refused', { name }) });
  const builtinBoard = (id: string) => BUILTIN_BOARDS.find((board) => board.id === id);

  // The settings as the page knows them last: the browser's question may stay open for a while, and
  // another tab may change the boards meanwhile (the page hears of it, settings.changed).
  const latest = useLatest(settings);
  /**
   * Asks for `origins` at once (none: nothing to ask), then, once they are granted, saves the change
   * made to the settings as they are by then: a patch built before the question wrote back the boards
   * list as it was, undoing a board removed or added elsewhere meanwhile.
   */
  const askThenSave = (
    origins: readonly string[],
    name: string,
    change: (current: Settings) => SettingsPatch,
    answered?: (granted: boolean) => void,
  ) =>
    requestHostAccess(permissions, origins).then((granted) => {
      answered?.(granted);
      const current = latest.current;
      if (granted && current) return save(change(current));
      if (!granted) refused(name);
      return false;
    });
  const noteAccess = (id: string) => (granted: boolean) => setAccess((all) => ({ ...all, [id]: granted }));

  return {
    builtin: settings
      ? BUILTIN_BOARDS.map((board) => ({
          id: board.id,
          name: board.name,
          enabled: settings.boardToggles[board.id] ?? board.enabledByDefault,
          access: access[board.id] ?? null,
        }))
      : [],
    custom: settings?.customBoards ?? [],

    onToggle(id: string, enabled: boolean) {
      const board = builtinBoard(id);
      if (!board || !settings) return;
      const change = (current: Settings) => ({ boardToggles: { ...current.boardToggles, [id]: enabled } });
      void askThenSave(enabled ? board.matches : [], board.name, change, enabled ? noteAccess(id) : undefined);
    },

    onGrant(id: string) {
      const board = builtinBoard(id);
      if (!board) return;
      void requestHostAccess(permissions, board.matches).then((granted) => {
        noteAccess(id)(granted);
        if (granted) sections.set('boards', { kind: 'saved', message: t('options.saved') });
        else refused(board.name);
      });
    },

    onGrantAll() {
      if (!settings) return;
      const waiting = BUILTIN_BOARDS.filter(
        (board) => (settings.boardToggles[board.id] ?? board.enabledByDefault) && access[board.id] === false,
      );
      if (waiting.length === 0) return;
      // One request for every site: the browser asks once, and grants or refuses them together.
      void requestHostAccess(
        permissions,
        waiting.flatMap((board) => board.matches),
      ).then((granted) => {
        if (granted) {
          setAccess((all) => ({ ...all, ...Object.fromEntries(waiting.map((board) => [board.id, true])) }));
          sections.set('boards', { kind: 'saved', message: t('options.saved') });
        } else sections.set('boards', { kind: 'error', message: t('options.boards.refusedAll') });
      });
    },

    onAdd(board: CustomBoard): Promise<boolean> {
      if (!settings) return Promise.resolve(false);
      return askThenSave([boardHostPattern(board.pattern)], board.name, (current) => ({
        customBoards: [...current.customBoards.filter((other) => other.pattern !== board.pattern), board],
      }));
    },

    /**
     * A custom board switched on asks for its site again (access may have been revoked meanwhile).
     * Boards are named by their pattern in the change, not their place, which another tab may move.
     */
    onToggleCustom(index: number, enabled: boolean) {
      const board = settings?.customBoards[index];
      if (!board) return;
      void askThenSave(enabled ? [boardHostPattern(board.pattern)] : [], board.name, (current) => ({
        customBoards: current.customBoards.map((other) => (other.pattern === board.pattern ? { ...other, enabled } : other)),
      }));
    },

    onRemove(index: number): Promise<boolean> {
      const board = settings?.customBoards[index];
      if (!board) return Promise.resolve(false);
      return save({ customBoards: (latest.current ?? settings).customBoards.filter((other) => other.pattern !== board.pattern) });
    },
  };
}
