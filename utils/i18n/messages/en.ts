/**
 * The UI's words in English, every section in one table: its keys are the type `MessageKey`. No page
 * bundles this table; each bundles the sections it speaks (entrypoints/<page>/words.ts). The tests
 * render views with it, and check each page's sections against it. The badge's and notifications'
 * words (./badge.ts) are the background's own, outside this table.
 */
import * as boards from './boards';
import * as common from './common';
import * as docs from './docs';
import * as employer from './employer';
import * as options from './options';
import * as overlay from './overlay';
import * as popup from './popup';
import * as record from './record';
import * as signin from './signin';
import * as sidepanel from './sidepanel';
import * as vacancy from './vacancy';
import * as welcome from './welcome';

export const EN = {
  ...common.en,
  ...docs.en,
  ...popup.en,
  ...record.en,
  ...signin.en,
  ...welcome.en,
  ...options.en,
  ...boards.en,
  ...overlay.en,
  ...sidepanel.en,
  ...vacancy.en,
  ...employer.en,
} as const;

export type MessageKey = keyof typeof EN;
