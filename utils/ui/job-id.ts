/** A job id read from a page's address (`#job=123`, `?id=123`): digits only, a safe positive integer, else null. */
export function parseJobId(text: string | null | undefined): number | null {
  if (!text || !/^\d{1,16}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
