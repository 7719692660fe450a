/**
 * A response body as the text JSON.parse reads: the body decoded as `Response.text()` decodes it
 * (UTF-8, a leading byte order mark dropped, a malformed sequence read as U+FFFD), with each
 * character beyond ASCII written as a `\uXXXX` escape. JSON.parse gives the same value for both
 * texts, and refuses both alike: a character beyond ASCII can stand only inside a JSON string,
 * where its escape means the same, and outside one, the character and its escape are both errors.
 *
 * Why: a sync page of the API is about 7.5 KB a job, ASCII but for a few letters (ë, ö) and
 * quotes (’). One such character sends Chromium's UTF-8 decoder down its slow path for the whole
 * body, and JSON.parse then reads two-byte text. A page of 500 jobs (3.8 MB) in Chromium,
 * `JSON.parse(await response.text())` against this, medians of 10 in two runs: 25.7 and 25.4 ms
 * against 14.8 and 16.3 ms (test/bench/decode-json.ts). The runs beyond ASCII are found a word at
 * a time; the ASCII between them takes the decoder's fast path, each stretch decoded on its own (one
 * buffer of escaped bytes decoded once took 14.4 ms against 12.7).
 */

/** Decodes the stretches between and the runs beyond ASCII; a BOM is dropped at the start only. */
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** A run of bytes beyond ASCII, decoded, as JSON escapes (a pair of surrogates as two). */
function escapeRun(bytes: Uint8Array): string {
  const text = utf8.decode(bytes);
  let escaped = '';
  for (let i = 0; i < text.length; i++) escaped += `\\u${text.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return escaped;
}

/** The first byte at or after `from` that is beyond ASCII; `bytes.length` when there is none. */
function nextHighByte(bytes: Uint8Array, words: Uint32Array, from: number): number {
  let at = from;
  // Byte by byte to a word boundary, then four bytes at a time.
  while (at < bytes.length && (at & 3) !== 0) {
    if (bytes[at]! >= 0x80) return at;
    at++;
  }
  let word = at >>> 2;
  while (word < words.length && (words[word]! & 0x80808080) === 0) word++;
  // Never back: the bytes above ended the search unaligned at the body's end.
  at = Math.max(at, word << 2);
  while (at < bytes.length && bytes[at]! < 0x80) at++;
  return at;
}

/** `body`: the bytes, or a view of them that starts at a multiple of 4 (the words are read aligned). */
export function jsonText(body: ArrayBuffer | Uint8Array<ArrayBuffer>): string {
  const bytes = body instanceof Uint8Array ? body : new Uint8Array(body);
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
  const parts: string[] = [];
  let from = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  for (;;) {
    const high = nextHighByte(bytes, words, from);
    if (high > from) parts.push(utf8.decode(bytes.subarray(from, high)));
    if (high === bytes.length) break;
    // UTF-8 writes a character beyond ASCII in bytes that are all beyond it: a run holds whole ones.
    let end = high + 1;
    while (end < bytes.length && bytes[end]! >= 0x80) end++;
    parts.push(escapeRun(bytes.subarray(high, end)));
    from = end;
  }
  return parts.join('');
}
