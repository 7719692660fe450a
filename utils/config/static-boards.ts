/**
 * The job boards the manifest registers the content script on, worked out once by wxt.config.ts
 * (staticBoardPatterns) and defined into every bundle: WXT keeps a content script's options in its
 * bundle, so computing them there would cost every board page the code that does it.
 */
const list = (defined: string | undefined): readonly string[] => (defined ?? '').split(',').filter(Boolean);

export const STATIC_BOARDS: readonly string[] = list(import.meta.env.WXT_STATIC_BOARDS as string | undefined);

/** WXT_JOB_BOARDS, checked and normalized by wxt.config.ts (resolveBuildConfig), for the background. */
export const BUILD_JOB_BOARDS: readonly string[] = list(import.meta.env.WXT_BUILD_JOB_BOARDS as string | undefined);
