/**
 * The UI's words in Dutch, every section in one table, as ../en.ts is in English (a missing key is a
 * type error): what the tests render Dutch views with. A page loads only its own Dutch sections
 * (entrypoints/<page>/words.ts).
 */
import type { MessageKey } from '../en';
import { nl as boards } from './boards';
import { nl as common } from './common';
import { nl as docs } from './docs';
import { nl as employer } from './employer';
import { nl as options } from './options';
import { nl as overlay } from './overlay';
import { nl as popup } from './popup';
import { nl as record } from './record';
import { nl as signin } from './signin';
import { nl as sidepanel } from './sidepanel';
import { nl as vacancy } from './vacancy';
import { nl as welcome } from './welcome';

export const NL: Record<MessageKey, string> = {
  ...common,
  ...docs,
  ...popup,
  ...record,
  ...signin,
  ...welcome,
  ...options,
  ...boards,
  ...overlay,
  ...sidepanel,
  ...vacancy,
  ...employer,
};
