/**
 * Where a CPU profile's time went: `node bench/profile-summary.ts <file.cpuprofile> [top]` prints the
 * functions with the most self time, with their share of all samples.
 */
import { readFile } from 'node:fs/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** A package name, a folder of this repository, node's internals, or the engine's own buckets. */
function placeOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  const local = /\/main\/([^/]+\/[^/]+)/.exec(url);
  return local?.[1] ?? url;
}

const [file, topArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile> [top]');
  process.exit(1);
}
const profile = JSON.parse(await readFile(file, 'utf8')) as { nodes: ProfileNode[] };
const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0;
  total += hits;
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url
    ? `${url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/main\//, '')}:${lineNumber + 1}`
    : '';
  const key = `${functionName || '(anonymous)'} ${where}`.trim();
  byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  const place = placeOf(url, functionName);
  byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
}
console.log('Self time by package or folder:');
for (const [place, hits] of [...byPlace].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`${((hits / total) * 100).toFixed(1).padStart(5)} %  ${place}`);
}
console.log('\nSelf time by function:');
const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 25));
for (const [name, hits] of top) console.log(`${((hits / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
