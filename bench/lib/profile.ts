import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A window of the profile in milliseconds since the process started (the profile starts with it). */
export interface ProfileWindow {
  fromMs: number;
  toMs: number;
}

/** Where a frame's code lives: a package, the app, Node itself, or V8's pseudo-frames. */
function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node core';
  const own = /\/dist\/(src\/[^/]+(?:\/[^/]+)?)/.exec(url);
  if (own) return `app ${own[1]}`;
  return url;
}

/**
 * The top frames by self time, and self time by package, from a V8 .cpuprofile, as lines for the doc.
 * Idle time is left out of the percentages: they are shares of the time the process was busy.
 */
export function summarizeProfile(file: string, window?: ProfileWindow, top = 12): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let elapsedMicros = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    elapsedMicros += profile.timeDeltas[i] ?? 0;
    // Start-up and shutdown are not what is being measured: only samples inside the load window count.
    if (window && (elapsedMicros < window.fromMs * 1000 || elapsedMicros > window.toMs * 1000)) continue;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  }
  const frames = new Map<string, number>();
  const areas = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)') continue;
    busy += micros;
    const short = url.replace(/^file:\/\/.*?\/(node_modules|dist)\//, '$1/');
    const key = `${functionName || '(anonymous)'} ${short ? `${short}:${lineNumber + 1}` : ''}`.trim();
    frames.set(key, (frames.get(key) ?? 0) + micros);
    const area = areaOf(url, functionName);
    areas.set(area, (areas.get(area) ?? 0) + micros);
  }
  const pct = (micros: number) => `${((100 * micros) / busy).toFixed(1)}%`;
  const lines = [`busy ${(busy / 1e6).toFixed(1)} s of CPU sampled`, 'self time by package:'];
  for (const [area, micros] of [...areas].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${pct(micros).padStart(6)}  ${area}`);
  lines.push('top frames by self time:');
  for (const [frame, micros] of [...frames].sort((a, b) => b[1] - a[1]).slice(0, top))
    lines.push(`  ${pct(micros).padStart(6)}  ${frame}`);
  return lines;
}
