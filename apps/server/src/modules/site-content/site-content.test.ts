import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, demoPrinter, newAdmin, newSeller, type Caller } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';

let ctx: TestContext;
let editor: Caller;
beforeAll(async () => {
  ctx = await createTestApp();
  editor = as(
    ctx,
    await newAdmin(ctx, [
      'SHORT_LINK_ACCESS',
      'SHORT_LINK_DETAIL_CREATE',
      'SHORT_LINK_DETAIL_UPDATE',
    ]),
  );
});
afterAll(() => ctx.close());

const visit = (path: string) => ctx.app.inject({ method: 'GET', url: path });
const page = (slug: string, overrides: Record<string, unknown> = {}) => ({
  slug,
  title: 'Spring catalogue',
  html: '<h2>New blanks</h2><p>Heavy cotton tees.</p>',
  isPublished: true,
  sliderAnimation: 'NEXT',
  slides: [
    { imageUrl: 'https://cdn.example.com/a.jpg', caption: 'Tees', link: '/site/tees' },
    { imageUrl: 'https://cdn.example.com/b.jpg', caption: 'Hoodies' },
  ],
  ...overrides,
});

describe('short links', () => {
  it('redirects a visitor to the page link and counts each visit', async () => {
    const made = await editor.post('/api/apps/short-link', {
      shortCode: 'spring-sale',
      pageLink: 'https://shop.example.com/spring',
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ shortCode: 'spring-sale', visits: 0 });

    for (const path of ['/l/spring-sale', '/l/SPRING-SALE']) {
      const answer = await visit(path);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('https://shop.example.com/spring');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    const listed = await editor.list('short-link');
    const row = listed.body.items.find((one: { id: string }) => one.id === made.body.data.id);
    expect(row).toMatchObject({ visits: 2, shortCode: 'spring-sale' });
    expect(row.lastVisitedAt).not.toBeNull();

    expect((await visit('/l/no-such-code')).statusCode).toBe(404);
  });

  it('keeps the count when the link changes, and refuses a code another link has', async () => {
    const first = await editor.post('/api/apps/short-link', { shortCode: 'tees', pageLink: '/a' });
    await editor.post('/api/apps/short-link', { shortCode: 'hoodies', pageLink: '/b' });
    await visit('/l/tees');
    const changed = await editor.put(`/api/apps/short-link/${first.body.data.id}`, {
      shortCode: 'tees',
      pageLink: '/site/tees',
    });
    expect(changed.body.data).toMatchObject({ pageLink: '/site/tees', visits: 1 });
    expect((await visit('/l/tees')).headers.location).toBe('/site/tees');

    const taken = await editor.put(`/api/apps/short-link/${first.body.data.id}`, {
      shortCode: 'HOODIES',
      pageLink: '/b',
    });
    expect(taken.status).toBe(400);
    expect(taken.body.errors.shortCode).toBe('This short code is already used by another link');
  });

  it('refuses bad input on its field', async () => {
    const bad = await editor.post('/api/apps/short-link', {
      shortCode: 'has space',
      pageLink: 'javascript:alert(1)',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.shortCode).toMatch(/2 to 32 letters/);
    expect(bad.body.errors.pageLink).toMatch(/web address/);
    const unknown = await editor.put(`/api/apps/short-link/${crypto.randomUUID()}`, {
      shortCode: 'ghost',
      pageLink: '/x',
    });
    expect(unknown.status).toBe(404);
  });

  it('is refused to an admin without the permission, a seller and a printer', async () => {
    const readOnly = as(ctx, await newAdmin(ctx, ['SHORT_LINK_ACCESS']));
    const seller = as(ctx, (await newSeller(ctx)).session);
    const printer = (await demoPrinter(ctx)).call;
    const body = { shortCode: 'nope', pageLink: '/x' };
    expect((await readOnly.post('/api/apps/short-link', body)).status).toBe(403);
    for (const caller of [seller, printer]) {
      expect((await caller.post('/api/apps/short-link', body)).status).toBe(403);
      expect((await caller.list('short-link')).status).toBe(403);
    }
    const made = await editor.post('/api/apps/short-link', { shortCode: 'keep', pageLink: '/k' });
    expect((await readOnly.put(`/api/apps/short-link/${made.body.data.id}`, body)).status).toBe(
      403,
    );
    const removed = await readOnly.remove('short-link', [made.body.data.id]);
    expect(JSON.stringify(removed.body)).toMatch(/permission/);
    expect((await visit('/l/keep')).statusCode).toBe(302);
  });
});

describe('dynamic site pages', () => {
  it('renders a published page without the script an editor typed, with its slider', async () => {
    const html =
      '<h2>Hello</h2><script>document.title="owned"</script>' +
      '<img src="https://cdn.example.com/x.png" onerror="alert(1)"><a href="javascript:alert(2)">x</a>';
    const made = await editor.post('/api/main-sites', page('spring', { html }));
    expect(made.status).toBe(200);
    // What the editor reads back is what visitors get: the script is gone on save.
    expect(made.body.data.html).not.toMatch(/script|onerror|javascript:/);
    expect(made.body.data.html).toContain('<h2>Hello</h2>');

    const served = await visit('/site/spring');
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/text\/html/);
    expect(served.body).not.toMatch(/<script|owned|onerror|javascript:/);
    expect(served.body).toContain('<h2>Hello</h2>');
    expect(served.body).toContain('data-animation="NEXT"');
    expect(served.body).toContain('steps(2)');
    expect(served.body).toContain('<figcaption>Tees</figcaption>');
    expect(served.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('serves a draft to nobody, and the new address once renamed', async () => {
    const made = await editor.post('/api/main-sites', page('draft', { isPublished: false }));
    expect((await visit('/site/draft')).statusCode).toBe(404);
    const published = await editor.put(
      `/api/main-sites/${made.body.data.id}`,
      page('launch', { sliderAnimation: 'PREVIOUS' }),
    );
    expect(published.status).toBe(200);
    const served = await visit('/site/launch');
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('reverse');
    expect((await visit('/site/draft')).statusCode).toBe(404);
  });

  it('refuses bad input on its field and a taken address', async () => {
    await editor.post('/api/main-sites', page('taken'));
    const taken = await editor.post('/api/main-sites', page('taken'));
    expect(taken.status).toBe(400);
    expect(taken.body.errors.slug).toBe('Another page already has this address');
    const bad = await editor.post(
      '/api/main-sites',
      page('Bad Slug', { sliderAnimation: 'SIDEWAYS', slides: [{ imageUrl: 'http://x' }] }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.slug).toMatch(/lower-case/);
    expect(Object.keys(bad.body.errors)).toEqual(
      expect.arrayContaining(['slug', 'sliderAnimation', 'slides.0.imageUrl']),
    );
    expect((await editor.get(`/api/main-sites/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('is for admins only', async () => {
    const made = await editor.post('/api/main-sites', page('admins-only'));
    const seller = as(ctx, (await newSeller(ctx)).session);
    expect((await seller.post('/api/main-sites', page('mine'))).status).toBe(403);
    expect((await seller.get(`/api/main-sites/${made.body.data.id}`)).status).toBe(403);
    expect((await seller.list('site-page')).status).toBe(403);
    const listed = await editor.list('site-page');
    const row = listed.body.items.find((one: { id: string }) => one.id === made.body.data.id);
    expect(row).toMatchObject({ slug: 'admins-only', slideCount: 2, isPublished: true });
  });
});
