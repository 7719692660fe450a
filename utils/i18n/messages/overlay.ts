/** Words of the overlay view. */
export const en = {
} as const;

export type OverlayKey = keyof typeof en;

export const nl: Record<OverlayKey, string> = {
};
