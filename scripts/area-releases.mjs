// Safe rollouts for an area: a new build goes into the folder its manifestUrl is served from without taking away the
// hashed chunks of the releases before it, so a tab opened before the deploy keeps loading the pages it knows.
// releases.json in that folder lists each kept release and its files; the oldest beyond KEEP_RELEASES are pruned.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const KEEP_RELEASES = 3;
export const RELEASES_FILE = 'releases.json';
/** Each kept release's files without a content hash in their names (remoteEntry.js, mf-manifest.json, …), for a rollback. */
export const STABLE_FILES_DIR = '.releases';
const NOT_RELEASED = new Set([RELEASES_FILE, '.build-hash']);
/** A name webpack gave a content hash (`219.afe07ae4.js`): the same name never holds another release's content. */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

function filesIn(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory() && full === join(base, STABLE_FILES_DIR)) return [];
    if (entry.isDirectory()) return filesIn(full, base);
    const name = relative(base, full).split('\\').join('/');
    return NOT_RELEASED.has(name) ? [] : [name];
  });
}

/** A build's release id: the build version in its mf-manifest.json (MF_BUILD_VERSION), else a hash of the manifest. */
export function releaseIdOf(buildDir) {
  const manifestFile = join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${buildDir} holds no mf-manifest.json: build the area first.`);
  const text = readFileSync(manifestFile, 'utf8');
  const version = JSON.parse(text)?.metaData?.buildInfo?.buildVersion;
  return typeof version === 'string' && version ? version : createHash('sha256').update(text).digest('hex').slice(0, 16);
}

export function readReleases(targetDir) {
  const file = join(targetDir, RELEASES_FILE);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).releases ?? [];
  // A folder deployed before releases were kept: what is there counts as one release.
  const files = filesIn(targetDir);
  return files.length ? [{ id: 'earlier', releasedAt: null, files }] : [];
}

/**
 * Copies `buildDir` into `targetDir` as its newest release, keeps the files of the `keep` newest releases (stable names
 * such as remoteEntry.js and mf-manifest.json are the new release's), deletes the rest, and writes releases.json.
 */
export function releaseInto(buildDir, targetDir, { keep = KEEP_RELEASES, now = new Date() } = {}) {
  const id = releaseIdOf(buildDir);
  const files = filesIn(buildDir);
  const releases = [{ id, releasedAt: now.toISOString(), files }, ...readReleases(targetDir).filter((r) => r.id !== id)].slice(0, keep);
  mkdirSync(targetDir, { recursive: true });
  for (const file of files) {
    mkdirSync(dirname(join(targetDir, file)), { recursive: true });
    copyFileSync(join(buildDir, file), join(targetDir, file));
  }
  keepStableFiles(buildDir, targetDir, id, files);
  const { pruned } = pruneAndList(targetDir, releases);
  return { id, kept: releases.map((r) => r.id), pruned };
}

/** A copy of the release's unhashed files, which the next release overwrites in place: what a rollback puts back. */
function keepStableFiles(fromDir, targetDir, id, files) {
  const stash = join(targetDir, STABLE_FILES_DIR, id);
  rmSync(stash, { recursive: true, force: true });
  for (const file of files.filter((name) => !HASHED_NAME.test(name))) {
    mkdirSync(dirname(join(stash, file)), { recursive: true });
    copyFileSync(join(fromDir, file), join(stash, file));
  }
}

/**
 * Makes the kept release `id` (an earlier one by default: the one before the newest) the one the manifest names again:
 * its unhashed files back in place, its hashed chunks never having left, and first in releases.json.
 */
export function rollBack(targetDir, id) {
  const releases = readReleases(targetDir);
  if (releases.length === 0) throw new Error(`${targetDir} holds no releases (no ${RELEASES_FILE}).`);
  const to = id ?? releases[1]?.id;
  const release = releases.find((r) => r.id === to);
  if (!to || !release) throw new Error(`${id ? `Release ${id} is not` : 'No earlier release is'} kept in ${targetDir}; kept: ${releases.map((r) => r.id).join(', ')}.`);
  if (release === releases[0]) throw new Error(`Release ${to} is already the current release of ${targetDir}.`);
  const stash = join(targetDir, STABLE_FILES_DIR, to);
  const missing = release.files.filter((file) => !existsSync(join(HASHED_NAME.test(file) ? targetDir : stash, file)));
  if (missing.length) throw new Error(`Release ${to} cannot be restored: ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ' …' : ''} missing (released before rollbacks were kept?).`);
  // The manifest last: until it names the earlier release, browsers keep loading the current one whole.
  const stable = release.files.filter((file) => !HASHED_NAME.test(file)).sort((a, b) => (a === 'mf-manifest.json') - (b === 'mf-manifest.json'));
  for (const file of stable) copyFileSync(join(stash, file), join(targetDir, file));
  pruneAndList(targetDir, [{ ...release, rolledBackAt: new Date().toISOString() }, ...releases.filter((r) => r !== release)]);
  return { id: to, kept: releases.map((r) => r.id) };
}

function pruneAndList(targetDir, releases) {
  const kept = new Set(releases.flatMap((r) => r.files));
  let pruned = 0;
  for (const file of filesIn(targetDir)) {
    if (!kept.has(file)) {
      rmSync(join(targetDir, file));
      pruned++;
    }
  }
  const stashes = join(targetDir, STABLE_FILES_DIR);
  for (const name of existsSync(stashes) ? readdirSync(stashes) : []) {
    if (!releases.some((r) => r.id === name)) rmSync(join(stashes, name), { recursive: true, force: true });
  }
  writeFileSync(join(targetDir, RELEASES_FILE), `${JSON.stringify({ releases }, null, 2)}\n`);
  return { pruned };
}

export const isDirectory = (path) => existsSync(path) && statSync(path).isDirectory();
