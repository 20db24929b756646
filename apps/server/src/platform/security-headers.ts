import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/*
 * Security headers on every answer (issue 29, item 13), through helmet rather than headers
 * written by hand: it keeps the set current (X-XSS-Protection off, Origin-Agent-Cluster, the
 * cross-origin policies) and builds the CSP from directives. helmet's middleware is made once at
 * start and run on each request; @fastify/helmet, its Fastify plugin, made it again on every
 * request (every directive parsed again: about 3% of a placement's server CPU).
 *
 * The session lives in the browser's storage (spec 03), so a script injected anywhere could take
 * an account over; the Content-Security-Policy is the defence. Scripts run only from this origin,
 * the inline scripts the build wrote into index.html (allowed by their hashes, computed from the
 * built file at start, so a script added anywhere else is not), and Stripe.js, which the deposit
 * screen's card form loads from Stripe as Stripe requires (its frames and API calls too). PayPal
 * is a redirect, not a script, so it needs nothing here.
 */

/** Stripe.js's addresses, as Stripe documents them for a CSP. */
const STRIPE = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** `'sha256-…'` of each inline script of the built index.html (none in API-only tests). */
export function inlineScriptHashes(webRoot: string | undefined): string[] {
  const index = webRoot ? path.join(webRoot, 'index.html') : undefined;
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const digest = createHash('sha256').update(match[1]!, 'utf8').digest('base64');
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

export type SecurityHeaderOptions = {
  publicUrl: string;
  webRoot: string | undefined;
  /**
   * Where the browser PUTs a direct upload (the S3 bucket's origins, issue 36): without them in
   * connect-src the browser refuses the signed URL and every upload falls back to the app.
   */
  uploadOrigins?: readonly string[];
};

export function registerSecurityHeaders(
  app: FastifyInstance,
  { publicUrl, webRoot, uploadOrigins = [] }: SecurityHeaderOptions,
): void {
  const isHttps = publicUrl.startsWith('https://');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(webRoot), ...STRIPE.script],
        scriptSrcAttr: ["'none'"],
        // Mantine sets CSS variables through style attributes and injects its style tags: styles
        // cannot run code, so inline styles are allowed while inline scripts are not.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        // 'self' covers the live channel's WebSocket on this origin.
        connectSrc: ["'self'", ...STRIPE.connect, ...uploadOrigins],
        frameSrc: STRIPE.frame,
        // 'self' lets the app register /service-worker.js (issue 36); the worker's own requests
        // (the page navigations it passes on) fall under this same policy, sent with its script.
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only where the public address is https: on plain http a browser ignores it, and a
    // development server on localhost must not teach the browser https for that host.
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // helmet sets the headers on the raw answer at once; it throws rather than pass an error on.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
