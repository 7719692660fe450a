/**
 * The job boards the manifest registers the content script on, worked out once by wxt.config.ts
 * (staticBoardPatterns) and defined into every bundle: WXT keeps a content script's options in its
 * bundle, so computing them there would cost every board page the code that does it.
 */
export const STATIC_BOARDS: readonly string[] = ((import.meta.env.WXT_STATIC_BOARDS as string | undefined) ?? '')
  .split(',')
  .filter(Boolean);
