import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { makeUsers, signedInList, until } from './list-render';
import { startServer } from './lib/server';

/*
 * Where the time to rows goes (issue 37 item 7): a signed-in user opens a list of 100 rows by its
 * address, cold (a new profile) then warm (the same profile), as bench/list-render.ts does, with a
 * Chromium trace of each open. Prints, for each open, the requests (start and end, ms since the
 * navigation), the renderer main thread's work by kind (self time: HTML, compiling, running
 * scripts, style, layout, paint, garbage collection, V8's code cache) and the CPU profile's time by
 * file, all up to the frame that shows the rows.
 *
 *   npm run build && npx tsx bench/list-open-trace.ts        (TRACE_ROUNDS=3, BENCH_PORT=3918)
 */

const ROWS = 100;
const ROUNDS = Number(process.env.TRACE_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3918);

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs). */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
};

/** Self-time buckets: the first pattern matching an event's name names its bucket. */
const KINDS: Array<[string, RegExp]> = [
  ['html', /^ParseHTML$/],
  ['css parse', /^ParseAuthorStyleSheet$/],
  [
    'compile',
    /^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|V8\.ScriptCompiler)/,
  ],
  ['code cache', /^(v8\.produceCache|v8\.produceModuleCache|v8\.consumeCache|CacheScript)/],
  ['gc', /^(MinorGC|MajorGC|V8\.GC|BlinkGC|ThreadState::|CppGC)/],
  ['style', /^(UpdateLayoutTree|RecalculateStyles|ScheduleStyleRecalculation)$/],
  ['layout', /^(Layout|UpdateLayerTree|PrePaint|IntersectionObserverController)/],
  ['paint', /^(Paint|Layerize|Commit|PaintImage|RasterTask|UpdateLayer)$/],
  [
    'script',
    /^(v8\.evaluateModule|EvaluateScript|FunctionCall|V8\.Execute|v8\.run|TimerFire|EventDispatch|FireAnimationFrame|RunMicrotasks|v8\.callFunction)$/,
  ],
];

function kindOf(name: string): string {
  for (const [kind, pattern] of KINDS) if (pattern.test(name)) return kind;
  return 'other';
}

/**
 * Self time per kind on one thread between two instants (µs), tasks' own time as 'task': wall time,
 * or with `isCpu` the thread's CPU time (what a busy machine inflates less).
 */
function selfTimes(
  events: TraceEvent[],
  from: number,
  to: number,
  isCpu = false,
): Record<string, number> {
  const spans = events
    .filter((event) => event.ph === 'X' && event.dur !== undefined)
    .filter((event) => event.ts < to && event.ts + event.dur! > from)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const totals: Record<string, number> = {};
  const stack: Array<{ end: number; kind: string; childTime: number; dur: number }> = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      totals[done.kind] = (totals[done.kind] ?? 0) + done.dur - done.childTime;
    }
  };
  for (const event of spans) {
    close(event.ts);
    const start = Math.max(event.ts, from);
    const end = Math.min(event.ts + event.dur!, to);
    const wall = Math.max(0, end - start);
    const dur = isCpu ? (event.dur! > 0 ? (wall / event.dur!) * (event.tdur ?? 0) : 0) : wall;
    const parent = stack.at(-1);
    if (parent) parent.childTime += dur;
    const kind =
      event.name === 'RunTask' || event.name === 'ThreadControllerImpl::RunTask'
        ? 'task'
        : kindOf(event.name);
    // A kind nested in script (a compile inside a module's run) keeps its own kind.
    stack.push({ end: event.ts + event.dur!, kind, childTime: 0, dur });
  }
  close(Number.POSITIVE_INFINITY);
  return totals;
}

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { url: string; functionName: string };
};

/** The CPU profile's self time per script file (and per top function) up to `to`. */
function profileByFile(
  events: TraceEvent[],
  pid: number,
  from: number,
  to: number,
): { files: Record<string, number>; functions: Record<string, number> } {
  const nodes = new Map<number, ProfileNode>();
  const files: Record<string, number> = {};
  const functions: Record<string, number> = {};
  let time: number | undefined;
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile') time = (event.args?.data as { startTime: number }).startTime;
    if (event.name !== 'ProfileChunk') continue;
    const data = event.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const samples = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let index = 0; index < samples.length; index += 1) {
      const previous: number = time ?? 0;
      time = previous + (deltas[index] ?? 0);
      const next = index + 1 < deltas.length ? deltas[index + 1]! : 0;
      if (time < from || time > to) continue;
      const node = nodes.get(samples[index]!);
      if (!node) continue;
      const url =
        (node.callFrame?.url ?? '').replace(/^https?:\/\/[^/]+/, '') ||
        `(${node.callFrame?.functionName || 'native'})`;
      files[url] = (files[url] ?? 0) + next;
      const fn = `${node.callFrame?.functionName || '(anonymous)'} ${url}`;
      functions[fn] = (functions[fn] ?? 0) + next;
    }
  }
  return { files, functions };
}

const ms = (us: number) => Math.round(us / 1000);

function report(label: string, events: TraceEvent[], timings: string): void {
  const marks = events.filter((event) => event.cat.includes('blink.user_timing'));
  const nav = marks.find((event) => event.name === 'navigationStart');
  const rows = marks.find((event) => event.name === 'rows-shown');
  if (!nav || !rows) {
    console.log(label, 'no navigationStart or rows mark in the trace');
    return;
  }
  const pid = rows.pid;
  const mainTid = events.find(
    (event) =>
      event.pid === pid &&
      event.ph === 'M' &&
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain',
  )?.tid;
  const main = events.filter((event) => event.pid === pid && event.tid === mainTid);
  const times = selfTimes(main, nav.ts, rows.ts);
  const busy = Object.values(times).reduce((sum, value) => sum + value, 0);
  const cpuTimes = selfTimes(main, nav.ts, rows.ts, true);
  const cpu = Object.values(cpuTimes).reduce((sum, value) => sum + value, 0);
  const total = rows.ts - nav.ts;
  console.log(
    `\n${label}: rows at ${ms(total)} ms; main thread busy ${ms(busy)} ms (CPU ${ms(cpu)} ms), idle ${ms(total - busy)} ms`,
  );
  console.log(
    '  CPU by kind:',
    Object.entries(cpuTimes)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, value]) => `${kind} ${ms(value)}`)
      .join(', '),
  );
  console.log(
    '  wall by kind:',
    Object.entries(times)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, value]) => `${kind} ${ms(value)}`)
      .join(', '),
  );
  // The main thread's tasks over time, 25 ms slots: where it waits.
  const slots: string[] = [];
  for (let at = nav.ts; at < rows.ts; at += 25_000) {
    const slot = selfTimes(main, at, Math.min(at + 25_000, rows.ts));
    const busySlot = Object.values(slot).reduce((sum, value) => sum + value, 0);
    const top = Object.entries(slot).sort((a, b) => b[1] - a[1])[0];
    slots.push(`${ms(at - nav.ts)}:${ms(busySlot)}${top ? top[0][0] : ''}`);
  }
  console.log('  busy per 25 ms:', slots.join(' '));
  console.log('  requests:', timings);
  if (process.env.TRACE_PROFILE) {
    const { files, functions } = profileByFile(events, pid, nav.ts, rows.ts);
    console.log(
      '  JS by file:',
      Object.entries(files)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([file, value]) => `${file.replace('/assets/', '')} ${ms(value)}`)
        .join(', '),
    );
    if (process.env.TRACE_FUNCTIONS)
      console.log(
        '  top functions:',
        Object.entries(functions)
          .sort((a, b) => b[1] - a[1])
          .slice(0, Number(process.env.TRACE_FUNCTIONS))
          .map(([fn, value]) => `\n    ${ms(value)} ${fn}`)
          .join(''),
      );
  }
}

const watchRows = `(() => {
  const check = () => {
    if (document.querySelectorAll('[data-testid="data-list-row"]').length >= ${ROWS}) {
      performance.mark('rows-shown');
      window.__rowsShown = performance.now();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

async function traced(browser: Browser, run: () => Promise<void>): Promise<TraceEvent[]> {
  const cdp = await browser.newBrowserCDPSession();
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) =>
    events.push(...(value as unknown as TraceEvent[])),
  );
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'blink.user_timing',
        'toplevel',
        'loading',
        // TRACE_PROFILE=1: V8's sampling profiler too, for the time by file (slows the page).
        ...(process.env.TRACE_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
      ],
    },
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  await cdp.detach();
  return events;
}

async function main(): Promise<void> {
  const server = await startServer({ port });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await makeUsers(server.url, ROWS + 10);
    const { context, page, tab } = await signedInList(browser, server.url);
    const state = await context.storageState();
    const url = page.url();
    for (let round = 0; round < ROUNDS; round += 1) {
      const opened: BrowserContext = await browser.newContext({
        viewport: { width: 1440, height: 900 },
        storageState: state,
      });
      await opened.addInitScript(
        `for (const [key, value] of Object.entries(${JSON.stringify(tab)}))
          if (sessionStorage.getItem(key) === null) sessionStorage.setItem(key, value);`,
      );
      await opened.addInitScript(watchRows);
      const tracedPage = await opened.newPage();
      for (const label of ['cold', 'warm']) {
        let timings = '';
        const events = await traced(browser, async () => {
          await tracedPage.goto(url);
          await until(tracedPage, 'window.__rowsShown !== undefined');
          timings = (await tracedPage.evaluate(
            `JSON.stringify((() => { const n = performance.getEntriesByType('navigation')[0]; return ['document', 'worker', Math.round(n.workerStart), 'request', Math.round(n.requestStart), 'response', Math.round(n.responseStart), Math.round(n.responseEnd), 'dcl', Math.round(n.domContentLoadedEventEnd), 'size', n.transferSize]; })()) + ' ' + JSON.stringify(performance.getEntriesByType('resource').map(e => [e.name.replace(location.origin, '').replace('/assets/', '').slice(0, 40), Math.round(e.startTime), Math.round(e.responseEnd), e.transferSize, e.workerMatchedSourceType ?? '']))`,
          )) as string;
        });
        report(`round ${round + 1} ${label}`, events, timings);
        // TRACE_DUMP=dir: the raw trace of each open, for a closer look (chrome://tracing reads it).
        if (process.env.TRACE_DUMP)
          writeFileSync(
            path.join(process.env.TRACE_DUMP, `round-${round + 1}-${label}.json`),
            JSON.stringify({ traceEvents: events }),
          );
      }
      await opened.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
