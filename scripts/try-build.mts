import { runBuild } from '../src/build.js';
import { DiagnosticBag, formatDiagnostic } from '../src/diagnostics/diagnostic.js';
const bag = new DiagnosticBag();
const t = performance.now();
const r = await runBuild({ content: process.argv[2] ?? 'content', out: process.argv[3] ?? '/tmp/dist-try', baseUrl: process.argv[4] ?? 'http://127.0.0.1:8099', history: process.argv[5] !== 'nohist', links: 'query', precompress: false, precompressLevel: 11, printHosts: () => [] }, bag);
for (const d of bag.sorted().slice(0, 40)) console.log(formatDiagnostic(d));
console.log(r.ok, r.ok ? r.written : (r as any).output, ((performance.now() - t) / 1000).toFixed(2));
