// `node scripts/deploy-area.mjs <build folder> <served folder>`: releases an area's build (e.g. remotes/billing/dist after
// `pnpm build`) into the folder its manifestUrl is served from, keeping the previous releases' chunks
// (scripts/area-releases.mjs).
import { isDirectory, releaseInto } from './area-releases.mjs';

const [build, target] = process.argv.slice(2);
if (!build || !target) {
  console.error("Usage: node scripts/deploy-area.mjs <an area's build folder, e.g. remotes/billing/dist> <the folder its manifestUrl is served from>");
  process.exit(2);
}
if (!isDirectory(build)) {
  console.error(`${build} is not a folder: run pnpm build first.`);
  process.exit(2);
}
try {
  const { id, kept, pruned } = releaseInto(build, target);
  console.log(`released ${id} into ${target}; kept releases ${kept.join(', ')}; pruned ${pruned} files`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
