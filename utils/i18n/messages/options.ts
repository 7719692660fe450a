/** Words of the options view. */
export const en = {
} as const;

export type OptionsKey = keyof typeof en;

export const nl: Record<OptionsKey, string> = {
};
