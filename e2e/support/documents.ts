import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Download } from '@playwright/test';

const SERVER_DIR = path.join(__dirname, '..', '..', 'server');

/** The text of a downloaded PDF, read by PDF.js (the server's test helper) as a viewer would see it. */
export async function pdfText(download: Download): Promise<{ numPages: number; text: string }> {
  const file = await download.path();
  const out = execFileSync(process.execPath, ['tests/support/pdf-text.mjs'], { cwd: SERVER_DIR, input: readFileSync(file) });
  const parsed = JSON.parse(out.toString()) as { numPages: number; items: { str: string }[] };
  return { numPages: parsed.numPages, text: parsed.items.map((i) => i.str).join(' ') };
}
