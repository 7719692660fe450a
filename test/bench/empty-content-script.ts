/**
 * The floor of a page-overhead figure: an extension whose one content script is empty, so the page
 * pays only for a content script being there (the bench's page overhead rows, page-load-ab.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An extension (in `dir`) whose one content script, on `boardUrl`'s host at our script's run_at, is empty. */
export async function emptyContentScript(dir: string, boardUrl: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  // Host patterns carry no port (toolchain.md).
  const { protocol, hostname } = new URL(boardUrl);
  const matches = [`${protocol}//${hostname}/*`];
  const manifest = {
    manifest_version: 3,
    name: 'Empty content script',
    version: '1.0',
    content_scripts: [{ matches, js: ['empty.js'], run_at: 'document_idle' }],
  };
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(dir, 'empty.js'), '// Nothing: the page pays only for the script being there.\n');
  return dir;
}
