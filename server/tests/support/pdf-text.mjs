// Reads a PDF on standard input with PDF.js (Firefox's viewer engine) and prints, as JSON, its document
// information and every piece of text with its page and position. It runs in a process of its own
// because PDF.js is published as ES modules only, which jest's CommonJS runtime cannot load.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const { info } = await pdf.getMetadata();
const items = [];
for (let page = 1; page <= pdf.numPages; page += 1) {
  const content = await (await pdf.getPage(page)).getTextContent();
  for (const item of content.items) {
    if ('str' in item && item.str.trim()) items.push({ page, x: item.transform[4], y: item.transform[5], str: item.str });
  }
}
process.stdout.write(JSON.stringify({ numPages: pdf.numPages, info, items }));
