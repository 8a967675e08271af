import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shareImagePath } from '#shared/domain/share-image';

/**
 * Issue 13 §5: `npm run build` turns every SVG artwork into the 1200x630 PNG a
 * link preview shows (scripts/og-images.mjs), at the path the pages' head names.
 */

const root = process.cwd();
const out = mkdtempSync(path.join(os.tmpdir(), 'mv-og-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

function svgs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? svgs(path.join(dir, e.name)) : e.name.endsWith('.svg') ? [path.join(dir, e.name)] : [],
  );
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(file: string) {
  const buf = readFileSync(file);
  expect(buf.subarray(0, 8).toString('hex'), `${file} is a PNG`).toBe('89504e470d0a1a0a');
  expect(buf.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe('share images made at build time', () => {
  it('writes a real 1200x630 PNG for every SVG artwork, where the head points', () => {
    const log = execFileSync(process.execPath, ['scripts/og-images.mjs', '--out', out], { cwd: root, encoding: 'utf8' });
    const artwork = svgs(path.join(root, 'public', 'images'));
    expect(artwork.length).toBeGreaterThan(20);
    expect(log).toContain(`${artwork.length} PNG (1200x630)`);
    for (const svg of artwork) {
      const src = `/${path.relative(path.join(root, 'public'), svg).split(path.sep).join('/')}`;
      const png = shareImagePath(src);
      expect(png, src).not.toBeNull();
      expect(pngSize(path.join(out, png!.replace(/^\/og\//, ''))), src).toEqual({ width: 1200, height: 630 });
    }
  });
});
