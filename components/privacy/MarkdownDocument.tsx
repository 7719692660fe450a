/**
 * Our own Markdown documents (headings, paragraphs, lists, tables, `code`, **bold** and pictures of
 * our own) as elements. Text only, never markup from the string: enough for PRIVACY.md and the
 * recruiters' guide (docs/guide.md) without a Markdown library.
 */
import type { ComponentChildren } from 'preact';

/** `code` and **bold** inside a line; everything else is text. */
export function inline(text: string): ComponentChildren[] {
  return text.split(/(`[^`]+`|\*\*[^*]+\*\*)/).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return <code key={i}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3) return <strong key={i}>{part.slice(2, -2)}</strong>;
    return part;
  });
}

const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());

/**
 * Blocks separated by blank lines; a block is a heading, a picture, a list, a table or a paragraph.
 * A picture (`![alt](file.png)`) shows only when `images` has the bundled URL of that file.
 */
export function MarkdownDocument({ source, images = {} }: { source: string; images?: Record<string, string> }) {
  const blocks = source
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <main class="document">
      {blocks.map((block, i) => {
        const heading = /^(#{1,3})\s+(.*)$/.exec(block);
        if (heading) {
          const level = heading[1]!.length;
          const Tag = (level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3') as 'h1';
          return <Tag key={i}>{inline(heading[2]!)}</Tag>;
        }
        const picture = /^!\[([^\]]*)\]\(([\w.-]+)\)$/.exec(block);
        if (picture) {
          const src = images[picture[2]!];
          return src ? (
            <figure key={i}>
              <img src={src} alt={picture[1]} />
            </figure>
          ) : null;
        }
        const lines = block.split('\n');
        if (lines.every((line) => /^\s*\|/.test(line)) && lines.length >= 2) {
          const [head, , ...rows] = lines;
          return (
            <table key={i}>
              <thead>
                <tr>
                  {cells(head!).map((cell, j) => (
                    <th key={j}>{inline(cell)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, r) => (
                  <tr key={r}>
                    {cells(row).map((cell, j) => (
                      <td key={j}>{inline(cell)}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          );
        }
        if (/^- /.test(lines[0]!)) {
          // A list item runs on over indented lines.
          const items = block.split(/\n(?=- )/).map((item) => item.replace(/^- /, '').replace(/\n\s+/g, ' '));
          return (
            <ul key={i}>
              {items.map((item, j) => (
                <li key={j}>{inline(item)}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{inline(lines.join(' '))}</p>;
      })}
    </main>
  );
}
