// Zod compiles object parsers with `new Function` unless told not to, and first probes whether it
// may: under our Content-Security-Policy (no 'unsafe-eval', issue 29) that probe is a reported
// violation on every page load. Zod reads its settings from this global when its core loads, and
// afterwards from the same object, so setting it here, before any schema parses, turns the
// compiler and its probe off. Parsing stays correct, only without the compiled fast path.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;
