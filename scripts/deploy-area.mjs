// `node scripts/deploy-area.mjs <build folder> <served folder> --host <portal origin>`: releases an area's build (e.g.
// remotes/billing/dist after `pnpm build`) into the folder its manifestUrl is served from, keeping the previous
// releases' chunks (scripts/area-releases.mjs), but only when the portal running at <portal origin> provides every
// shared module (@portal/contract, @portal/ui, react, …) in a version the area's build requires: an area built against
// a newer contract than the live host would only show "This area needs a newer version of the portal".
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { isDirectory, releaseInto } from './area-releases.mjs';

const USAGE = "Usage: node scripts/deploy-area.mjs <an area's build folder, e.g. remotes/billing/dist> <the folder its manifestUrl is served from> --host <the portal's origin, e.g. https://portal.example.com>";

function parseArgs(args) {
  const at = args.indexOf('--host');
  const host = at >= 0 ? args[at + 1] : undefined;
  const [build, target, ...rest] = at >= 0 ? [...args.slice(0, at), ...args.slice(at + 2)] : args;
  return { build, target, host, rest };
}

/** The shared modules the live host provides: its shared-modules.json (written by the host's build, served at its root). */
async function hostSharedModules(host) {
  const url = new URL('/shared-modules.json', host);
  let response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new Error(`The portal at ${host} does not answer (${error.cause?.message ?? error.message}): the area is checked against the host it is loaded into.`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}: is ${host} the portal, built with this version of the host?`);
  return (await response.json()).shared;
}

/** Every shared module the area's build requires that the host does not provide in a version within the area's range. */
export function unmetNeeds(manifest, provided) {
  return (manifest.shared ?? [])
    .filter(({ requiredVersion }) => typeof requiredVersion === 'string' && requiredVersion !== '*')
    .flatMap(({ name, requiredVersion }) => {
      const version = provided[name]?.version ?? null;
      return version && semver.satisfies(version, requiredVersion) ? [] : [{ name, required: requiredVersion, provided: version }];
    });
}

async function main() {
  const { build, target, host, rest } = parseArgs(process.argv.slice(2));
  if (!build || !target || !host || rest.length) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!isDirectory(build)) {
    console.error(`${build} is not a folder: run pnpm build first.`);
    process.exit(2);
  }
  const manifest = JSON.parse(readFileSync(join(build, 'mf-manifest.json'), 'utf8'));
  const needs = unmetNeeds(manifest, await hostSharedModules(host));
  if (needs.length) {
    console.error(`Not deployed: the portal at ${host} cannot load this build of ${manifest.name ?? build}; it needs ${needs.map((n) => `${n.name} ${n.required} (the portal provides ${n.provided ?? 'none'})`).join(', ')}. Deploy the host first.`);
    process.exit(1);
  }
  const { id, kept, pruned } = releaseInto(build, target);
  console.log(`released ${id} into ${target}; kept releases ${kept.join(', ')}; pruned ${pruned} files`);
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
