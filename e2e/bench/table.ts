export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)} s`;
export const perSec = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
export const times = (ratio: number) => `${ratio.toFixed(2)}×`;

/**
 * A Markdown table whose columns are padded to line up, so that it reads as well in a terminal as in the README.
 * Columns whose header starts with a space are right-aligned.
 */
export function markdownTable(headers: string[], rows: string[][]): string {
  const right = headers.map((h) => h.startsWith(' '));
  const names = headers.map((h) => h.trim());
  const widths = names.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number) => (right[i] ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(names), rule, ...rows.map((r) => line(names.map((_, i) => r[i] ?? '')))].join('\n');
}
