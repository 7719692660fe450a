import type { callBackground } from '@/utils/messaging/client';

/** How the popup reaches the background; tests pass a scripted one. */
export type CallBackground = typeof callBackground;
