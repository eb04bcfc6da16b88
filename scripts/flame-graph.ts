// A flame graph of a V8 CPU profile (`node --cpu-prof`, as `bench/search.ts --profile` writes):
// `node --import tsx scripts/flame-graph.ts docs/perf/search.cpuprofile` writes the SVG beside it
// and prints where the busy time went, by package (our code, fastify, pg, drizzle, zod...), and
// the functions with the most time of their own. Idle time is left out of both.
import { readFileSync, writeFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const file = process.argv[2];
if (!file) throw new Error('usage: scripts/flame-graph.ts <file.cpuprofile> [out.svg]');
const out = process.argv[3] ?? file.replace(/\.cpuprofile$/, '.svg');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

/** Microseconds of samples per node (its own time). */
const selfTime = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
});
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Where a frame's code lives: our server, a package, Node itself, or V8's own buckets. */
function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : 'V8 built-ins';
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1] as string;
  if (url.startsWith('node:')) return 'Node.js';
  if (url.includes('/src/server/')) return 'Pamoja server';
  if (url.includes('/src/shared/')) return 'Pamoja shared';
  return url.split('/').slice(-2).join('/');
}
const label = (frame: CallFrame) => {
  const where = frame.url ? `${frame.url.split('/').slice(-1)[0]}:${frame.lineNumber + 1}` : '';
  return `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
};

const idle = (frame: CallFrame) => frame.functionName === '(idle)';
let busy = 0;
const perPackage = new Map<string, number>();
const perFunction = new Map<string, number>();
for (const [id, us] of selfTime) {
  const frame = byId.get(id)?.callFrame;
  if (!frame || idle(frame)) continue;
  busy += us;
  perPackage.set(packageOf(frame), (perPackage.get(packageOf(frame)) ?? 0) + us);
  const name = `${label(frame)} [${packageOf(frame)}]`;
  perFunction.set(name, (perFunction.get(name) ?? 0) + us);
}
const total = profile.endTime - profile.startTime;
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)}%`;
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy (${((100 * busy) / total).toFixed(0)}% of one core)`,
);
console.log('busy time by where the code lives (own time):');
for (const [name, us] of [...perPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`  ${pct(us).padStart(6)}  ${name}`);
}
console.log('functions with the most own time:');
for (const [name, us] of [...perFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
  console.log(`  ${pct(us).padStart(6)}  ${name}`);
}

// The flame graph: stacks merged by frame from the root, widths by busy time (idle left out).
interface Flame {
  name: string;
  pkg: string;
  value: number;
  children: Map<string, Flame>;
}
const root: Flame = { name: 'all busy time', pkg: '', value: 0, children: new Map() };
for (const [id, us] of selfTime) {
  const leaf = byId.get(id);
  if (!leaf || idle(leaf.callFrame)) continue;
  const stack: CallFrame[] = [];
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const frame = byId.get(at)?.callFrame;
    if (frame && frame.functionName !== '(root)') stack.unshift(frame);
  }
  root.value += us;
  let node = root;
  for (const frame of stack) {
    const key = label(frame);
    let child = node.children.get(key);
    if (!child) {
      child = { name: key, pkg: packageOf(frame), value: 0, children: new Map() };
      node.children.set(key, child);
    }
    child.value += us;
    node = child;
  }
}

const WIDTH = 1600;
const ROW = 17;
const colours: Record<string, string> = {
  'Pamoja server': '#4caf50',
  'Pamoja shared': '#81c784',
  'Node.js': '#b0bec5',
  'V8 built-ins': '#cfd8dc',
  '(garbage collector)': '#e57373',
  '(program)': '#eeeeee',
};
const colourOf = (pkg: string) => {
  if (colours[pkg]) return colours[pkg];
  let hash = 0;
  for (const c of pkg) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  return `hsl(${20 + (hash % 40)}, 85%, ${55 + (hash % 15)}%)`;
};
const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
let depth = 0;
const rects: string[] = [];
const draw = (node: Flame, x: number, level: number) => {
  const w = (node.value / root.value) * WIDTH;
  if (w < 0.5) return;
  depth = Math.max(depth, level);
  const title = `${node.name} [${node.pkg}] ${pct(node.value)}`;
  const text = w > 40 ? escapeXml(node.name).slice(0, Math.floor(w / 6.5)) : '';
  rects.push(
    `<g><title>${escapeXml(title)}</title><rect x="${x.toFixed(1)}" y="LEVEL${level}" width="${Math.max(0, w - 0.5).toFixed(1)}" height="${ROW - 1}" fill="${colourOf(node.pkg)}"/>` +
      (text ? `<text x="${(x + 3).toFixed(1)}" y="TEXT${level}">${text}</text>` : '') +
      '</g>',
  );
  let at = x;
  for (const child of [...node.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    draw(child, at, level + 1);
    at += (child.value / root.value) * WIDTH;
  }
};
draw(root, 0, 0);
const height = (depth + 1) * ROW + 40;
// Flames grow upwards: the root at the bottom.
const svg = rects
  .join('\n')
  .replace(/LEVEL(\d+)/g, (_, l) => String(height - 20 - (Number(l) + 1) * ROW))
  .replace(/TEXT(\d+)/g, (_, l) => String(height - 20 - (Number(l) + 1) * ROW + 12));
writeFileSync(
  out,
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">
<title>${escapeXml(`Flame graph of ${file.split('/').at(-1)}`)}</title>
<rect width="100%" height="100%" fill="#fff"/>
<text x="4" y="14" font-size="13">${escapeXml(`${file.split('/').at(-1)}: ${(busy / 1e6).toFixed(1)} s busy; widths are shares of busy time, colours the package (green: Pamoja's own code)`)}</text>
${svg}
</svg>
`,
);
console.log(`flame graph: ${out}`);
