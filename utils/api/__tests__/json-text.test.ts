import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonText } from '../json-text';

const bytesOf = (...parts: (string | number[])[]): ArrayBuffer => {
  const chunks = parts.map((part) => (typeof part === 'string' ? new TextEncoder().encode(part) : Uint8Array.from(part)));
  const all = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    all.set(chunk, at);
    at += chunk.length;
  }
  return all.buffer;
};

/** What the HTTP layer read before: the body as `Response.text()` decodes it. */
const asText = (body: ArrayBuffer) => new Response(body).text();

/** JSON.parse's answer: the value, or that it refused the text. */
const parsed = (text: string): { value: unknown } | 'refused' => {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return 'refused';
  }
};

describe('jsonText: a body as ASCII text that JSON.parse reads as the decoded body', () => {
  it('escape each character beyond ASCII, and leave ASCII as it is', () => {
    expect(jsonText(bytesOf('{"title":"Coördinator ’s nachts 🚚","n":1}'))).toBe(
      '{"title":"Co\\u00f6rdinator \\u2019s nachts \\ud83d\\ude9a","n":1}',
    );
    expect(jsonText(bytesOf('[1,2,"plain"]'))).toBe('[1,2,"plain"]');
    expect(jsonText(bytesOf(''))).toBe('');
    expect(JSON.parse(jsonText(bytesOf('{"title":"Coördinator ’s nachts 🚚"}')))).toEqual({ title: 'Coördinator ’s nachts 🚚' });
  });

  it('drop a byte order mark at the start only, as Response.text() does', async () => {
    const body = bytesOf([0xef, 0xbb, 0xbf], '{"a":"x', [0xef, 0xbb, 0xbf], 'y"}');
    expect(jsonText(body)).toBe('{"a":"x\\ufeffy"}');
    expect(JSON.parse(jsonText(body))).toEqual(JSON.parse(await asText(body)));
  });

  it('read a malformed sequence as U+FFFD, as Response.text() does, wherever it stands', async () => {
    for (const bad of [[0xff], [0xc3], [0xe2, 0x80], [0x80, 0x80], [0xf0, 0x9f, 0x9a], [0xed, 0xa0, 0x80], [0xc0, 0xaf]]) {
      for (const body of [bytesOf('"', bad, '"'), bytesOf('"a', bad, 'b"'), bytesOf('"ë', bad, '’"'), bytesOf('"abc', bad, '"')]) {
        expect(JSON.parse(jsonText(body))).toBe(JSON.parse(await asText(body)));
      }
    }
  });

  it('give the decoded text of any bytes inside a JSON string: ASCII that needs no escape, and bytes beyond it, valid or not', async () => {
    const safeAscii = fc.integer({ min: 0x20, max: 0x7e }).filter((byte) => byte !== 0x22 && byte !== 0x5c);
    const beyond = fc.integer({ min: 0x80, max: 0xff });
    // Whole characters too, so that valid sequences are common, not only stray bytes.
    const character = fc.string({ unit: 'grapheme', maxLength: 3 }).map((text) => [...new TextEncoder().encode(text)]);
    const piece = fc.oneof(
      safeAscii.map((byte) => [byte]),
      beyond.map((byte) => [byte]),
      character.map((bytes) => bytes.filter((byte) => byte >= 0x80 || (byte >= 0x20 && byte !== 0x22 && byte !== 0x5c && byte < 0x7f))),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 40 }), fc.nat(7), async (pieces, pad) => {
        // Padding moves the string across the four-byte words the scan reads.
        const body = bytesOf('x'.repeat(pad), '"', pieces.flat(), '"');
        const text = jsonText(body);
        expect([...text].every((character) => character.charCodeAt(0) < 0x80)).toBe(true);
        expect(parsed(text.slice(pad))).toEqual(parsed((await asText(body)).slice(pad)));
      }),
      { numRuns: 500 },
    );
  });

  it('give JSON.parse the same value, or the same refusal, as the decoded body, for any JSON with any characters', async () => {
    const body = fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.jsonValue().map((value) => JSON.stringify(value, null, 2)),
      // Text that is not JSON: characters beyond ASCII outside a string, cut bodies.
      fc.string({ unit: 'grapheme' }),
      fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (text, bom) => {
        const bytes = bytesOf(bom ? [0xef, 0xbb, 0xbf] : [], text);
        expect(parsed(jsonText(bytes))).toEqual(parsed(await asText(bytes)));
      }),
      { numRuns: 500 },
    );
  });
});
