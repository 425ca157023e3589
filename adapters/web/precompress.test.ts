import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress.js';

describe('precompressing a build', () => {
  it('writes brotli and gzip copies of text files over 1 KB only', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-pre-'));
    mkdirSync(join(dir, 'assets'));
    const script = 'console.log("bid");\n'.repeat(200);
    writeFileSync(join(dir, 'assets', 'app.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'assets', 'logo.png'), Buffer.alloc(4096));
    expect(precompress(dir)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'logo.png.gz'))).toBe(false);
  });

  it('writes copies that decompress to the same file at the quick quality npm start uses', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bp-pre-'));
    const page = '<p>bid</p>\n'.repeat(300);
    writeFileSync(join(dir, 'index.html'), page);
    expect(precompress(dir, 'quick')).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).toString()).toBe(page);
  });
});
