import type { RequestOf } from '@/utils/messaging/contract';

/** Extension pages the card opens in a new tab (the background opens them: Firefox gives the frame no `tabs`). */
export type OverlayTarget = RequestOf<'overlay.open'>['target'];
