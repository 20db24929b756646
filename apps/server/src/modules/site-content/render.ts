import type { SitePage } from '@platfox/domain';
import { escapeAttribute, escapeText } from 'entities';
import { sanitizePageHtml } from './sanitize';

/** Seconds each slide shows before the slider moves on. */
const SECONDS_PER_SLIDE = 5;

/*
 * A published site page as a whole HTML document. No script: the slider moves by CSS alone
 * (NEXT forwards, PREVIOUS backwards, NONE not at all: the visitor swipes or scrolls), and stops
 * for a visitor who asked for reduced motion. The body is sanitised again here, whatever the row
 * holds, and the app's Content-Security-Policy (no inline script) covers this answer too.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;color:#1f2933;background:#fff}
main{max-width:960px;margin:0 auto;padding:24px 16px 64px}
h1.page-title{font-size:2rem;line-height:1.25;margin:0 0 24px}
img{max-width:100%;height:auto}
.slider{overflow-x:auto;scroll-snap-type:x mandatory;border-radius:12px;margin:0 0 32px;direction:ltr}
.slider .track{display:flex}
.slide{flex:0 0 100%;scroll-snap-align:start;position:relative;margin:0}
.slide img{display:block;width:100%;aspect-ratio:16/7;object-fit:cover}
.slide figcaption{position:absolute;inset-inline:0;bottom:0;padding:12px 16px;color:#fff;background:linear-gradient(transparent,rgba(0,0,0,.65));font-weight:600}
.slide a{color:inherit}
@media (prefers-reduced-motion:reduce){.slider .track{animation:none!important}}
table{border-collapse:collapse}td,th{border:1px solid #d5dbe1;padding:4px 8px}
`;

function slideHtml(slide: SitePage['slides'][number]): string {
  const image = `<img src="${escapeAttribute(slide.imageUrl)}" alt="${escapeAttribute(slide.caption)}">`;
  const linked = slide.link
    ? `<a href="${escapeAttribute(slide.link)}" rel="noopener noreferrer">${image}</a>`
    : image;
  const caption = slide.caption ? `<figcaption>${escapeText(slide.caption)}</figcaption>` : '';
  return `<figure class="slide">${linked}${caption}</figure>`;
}

function sliderHtml(page: SitePage): { html: string; style: string } {
  const count = page.slides.length;
  if (count === 0) return { html: '', style: '' };
  const moves = page.sliderAnimation !== 'NONE' && count > 1;
  // steps(n) from 0 to -100% of the track stops on each slide in turn (the track is n slides wide).
  const style = moves
    ? `@keyframes slider{from{transform:translateX(0)}to{transform:translateX(-100%)}}` +
      `.slider{overflow:hidden}.slider .track{width:${count * 100}%;animation:slider ` +
      `${count * SECONDS_PER_SLIDE}s steps(${count}) infinite ` +
      `${page.sliderAnimation === 'PREVIOUS' ? 'reverse' : 'normal'}}` +
      `.slider .track .slide{flex-basis:${100 / count}%}`
    : '';
  const slides = page.slides.map(slideHtml).join('');
  const html =
    `<section class="slider" data-animation="${page.sliderAnimation}" aria-roledescription="carousel">` +
    `<div class="track">${slides}</div></section>`;
  return { html, style };
}

export function renderSitePage(page: SitePage): string {
  const slider = sliderHtml(page);
  return [
    '<!doctype html>',
    '<html>',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeText(page.title)}</title>`,
    `<style>${STYLE}${slider.style}</style>`,
    '</head>',
    '<body dir="auto">',
    '<main>',
    `<h1 class="page-title">${escapeText(page.title)}</h1>`,
    slider.html,
    `<article class="page-body">${sanitizePageHtml(page.html)}</article>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}
