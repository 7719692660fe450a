/** Attachments arrive inline (`content`); a download is built locally, never fetched. */

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Whether attachment content reads as base64 rather than plain text. */
export function looksLikeBase64(content: string): boolean {
  const compact = content.replace(/\s+/g, '');
  return compact.length >= 4 && compact.length % 4 === 0 && BASE64.test(compact);
}

/** Types a browser could render as a page or run are saved as plain bytes instead. */
const ACTIVE_TYPE = /html|xml|svg|javascript|ecmascript/i;

export function attachmentBlob(content: string, mimeType: string | null): Blob {
  const type = !mimeType || ACTIVE_TYPE.test(mimeType) ? 'application/octet-stream' : mimeType;
  if (looksLikeBase64(content)) {
    try {
      const binary = atob(content.replace(/\s+/g, ''));
      const bytes = new Uint8Array(binary.length);
      for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
      return new Blob([bytes], { type });
    } catch {
      // Not base64 after all: saved as the text it is.
    }
  }
  return new Blob([content], { type });
}

/** A file name without folders or characters file systems refuse. */
export function safeFileName(name: string | null | undefined, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f<>:"|?*]+/g, '_').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned.slice(0, 200);
}

/** Saves the attachment through a temporary object URL and a download link. */
export function downloadAttachment(content: string, mimeType: string | null, name: string, doc: Document = document): void {
  const url = URL.createObjectURL(attachmentBlob(content, mimeType));
  const link = doc.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
