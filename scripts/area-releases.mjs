// Safe rollouts for an area: a new build goes into the folder its manifestUrl is served from without taking away the
// hashed chunks of the releases before it, so a tab opened before the deploy keeps loading the pages it knows.
// releases.json in that folder lists each kept release and its files; the oldest beyond KEEP_RELEASES are pruned.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const KEEP_RELEASES = 3;
export const RELEASES_FILE = 'releases.json';
const NOT_RELEASED = new Set([RELEASES_FILE, '.build-hash']);

function filesIn(dir, base = dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
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

function readReleases(targetDir) {
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
  const kept = new Set(releases.flatMap((r) => r.files));
  let pruned = 0;
  for (const file of filesIn(targetDir)) {
    if (!kept.has(file)) {
      rmSync(join(targetDir, file));
      pruned++;
    }
  }
  writeFileSync(join(targetDir, RELEASES_FILE), `${JSON.stringify({ releases }, null, 2)}\n`);
  return { id, kept: releases.map((r) => r.id), pruned };
}

export const isDirectory = (path) => existsSync(path) && statSync(path).isDirectory();
