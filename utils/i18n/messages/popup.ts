/** Words of the popup view. */
export const en = {
} as const;

export type PopupKey = keyof typeof en;

export const nl: Record<PopupKey, string> = {
};
