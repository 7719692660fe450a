/**
 * The job boards a person picks on the first run: the build's built-in boards, ticked as the
 * settings have them (on by default), each with the host patterns the browser is asked for. The
 * welcome page asks for all ticked boards and the API in one permission request, inside the sign-in
 * click, instead of one "Allow access" link per board in Options.
 */
import type { BoardAdapter } from '../boards/types';
import type { Settings } from '../settings/schema';

export interface BoardChoice {
  id: string;
  name: string;
  /** Host patterns to ask for: whole hosts, as browsers grant them. */
  origins: string[];
  on: boolean;
}

export function boardChoices(boards: readonly BoardAdapter[], settings: Pick<Settings, 'boardToggles'> | null): BoardChoice[] {
  return boards.map((board) => ({
    id: board.id,
    name: board.name,
    origins: [...board.matches],
    on: settings?.boardToggles[board.id] ?? board.enabledByDefault,
  }));
}

/** Every host pattern of the ticked boards, once each. */
export function originsOf(choices: readonly BoardChoice[]): string[] {
  return [...new Set(choices.filter((choice) => choice.on).flatMap((choice) => choice.origins))];
}

/** The boards' on/off state as the settings store it. */
export function togglesOf(choices: readonly BoardChoice[]): Record<string, boolean> {
  return Object.fromEntries(choices.map((choice) => [choice.id, choice.on]));
}
