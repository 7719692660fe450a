import type { callBackground } from '@/utils/messaging/client';

/** How the overlay reaches the background; tests pass a scripted one. */
export type CallBackground = typeof callBackground;

/** Extension pages the overlay opens in a new tab. */
export type OverlayTarget = '/welcome.html' | `/popup.html#job=${number}`;
