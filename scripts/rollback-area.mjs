// `node scripts/rollback-area.mjs <served folder> [release id]`: switches an area back to an earlier release kept in
// its served folder (listed in its releases.json; the one before the current by default), without a build. Tabs on
// the current release keep their chunks; the next visit to the area loads the earlier one.
import { isDirectory, readReleases, rollBack } from './area-releases.mjs';

const [target, id, ...rest] = process.argv.slice(2);
if (!target || rest.length) {
  console.error('Usage: node scripts/rollback-area.mjs <the folder an area is served from> [the release id to go back to; default: the one before the current]');
  process.exit(2);
}
if (!isDirectory(target)) {
  console.error(`${target} is not a folder.`);
  process.exit(2);
}
try {
  const { id: to } = rollBack(target, id);
  console.log(`rolled ${target} back to release ${to}; kept releases ${readReleases(target).map((r) => r.id).join(', ')}`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
