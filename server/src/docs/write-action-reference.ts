import { writeFileSync } from 'node:fs';
import { ACTION_REFERENCE_FILE } from './action-reference-file';
import { renderActionReference } from './action-reference';

writeFileSync(ACTION_REFERENCE_FILE, renderActionReference());
console.log(`Wrote ${ACTION_REFERENCE_FILE}`);
