import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error the release script is plain JavaScript (scripts/area-releases.mjs) with no type declarations
import { KEEP_RELEASES, releaseInto } from '../../../scripts/area-releases.mjs';

/** A build of an area as webpack leaves it: a manifest with its build version, the stable entry and hashed chunks. */
function build(version: string, chunks: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'area-build-'));
  writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { buildVersion: version } } }));
  writeFileSync(join(dir, 'remoteEntry.js'), `/* entry of ${version} */`);
  for (const chunk of chunks) writeFileSync(join(dir, chunk), `/* ${chunk} */`);
  return dir;
}

const releasesIn = (dir: string) => JSON.parse(readFileSync(join(dir, 'releases.json'), 'utf8')).releases.map((r: { id: string }) => r.id);

describe('releasing an area keeps the chunks open tabs still ask for', () => {
  it('keeps the previous release’s hashed chunks, takes the new stable files, and lists both releases', () => {
    const served = mkdtempSync(join(tmpdir(), 'area-served-'));
    releaseInto(build('r1', ['routes.aaaa1111.js']), served);
    const result = releaseInto(build('r2', ['routes.bbbb2222.js']), served);

    expect(result).toMatchObject({ id: 'r2', kept: ['r2', 'r1'], pruned: 0 });
    expect(existsSync(join(served, 'routes.aaaa1111.js'))).toBe(true);
    expect(existsSync(join(served, 'routes.bbbb2222.js'))).toBe(true);
    expect(readFileSync(join(served, 'remoteEntry.js'), 'utf8')).toContain('r2');
    expect(releasesIn(served)).toEqual(['r2', 'r1']);
  });

  it(`prunes the chunks of releases older than the ${KEEP_RELEASES} newest`, () => {
    const served = mkdtempSync(join(tmpdir(), 'area-served-'));
    const ids = Array.from({ length: KEEP_RELEASES + 1 }, (_, i) => `r${i + 1}`);
    for (const id of ids) releaseInto(build(id, [`page.${id}.js`]), served);

    expect(existsSync(join(served, 'page.r1.js'))).toBe(false);
    for (const id of ids.slice(1)) expect(existsSync(join(served, `page.${id}.js`))).toBe(true);
    expect(releasesIn(served)).toEqual(ids.slice(1).reverse());
  });

  it('releasing the same build again changes nothing but its place as the newest', () => {
    const served = mkdtempSync(join(tmpdir(), 'area-served-'));
    releaseInto(build('r1', ['a.11111111.js']), served);
    releaseInto(build('r2', ['b.22222222.js']), served);
    releaseInto(build('r1', ['a.11111111.js']), served);
    expect(releasesIn(served)).toEqual(['r1', 'r2']);
    expect(existsSync(join(served, 'b.22222222.js'))).toBe(true);
  });

  it('counts what a folder held before releases were kept as one release', () => {
    const served = mkdtempSync(join(tmpdir(), 'area-served-'));
    mkdirSync(served, { recursive: true });
    writeFileSync(join(served, 'old.99999999.js'), '/* deployed by hand */');
    releaseInto(build('r1', ['new.11111111.js']), served);
    expect(releasesIn(served)).toEqual(['r1', 'earlier']);
    expect(existsSync(join(served, 'old.99999999.js'))).toBe(true);
  });

  it('refuses a folder that is not a build', () => {
    const notBuilt = mkdtempSync(join(tmpdir(), 'area-empty-'));
    expect(() => releaseInto(notBuilt, mkdtempSync(join(tmpdir(), 'area-served-')))).toThrow('holds no mf-manifest.json');
  });
});
