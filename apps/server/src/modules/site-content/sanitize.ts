import type SanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../../platform/on-first-use';

const sanitizeHtml = onFirstUse<typeof SanitizeHtml>('sanitize-html');

/*
 * What a site page's HTML may hold: text, headings, lists, tables, quotes, figures, links to
 * http(s) and mailto, images from https or this site. Scripts, styles, event handlers, frames,
 * forms and embeds are dropped (a script or style with its text): the page is public and served
 * from the app's own origin, where a script could read a signed-in visitor's session.
 */
const TEXT_TAGS = ['p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'small'];
const BLOCK_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'mark'];
const STRUCTURE_TAGS = ['section', 'article', 'header', 'footer', 'figure', 'figcaption'];
const LIST_TAGS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLE_TAGS = ['table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption'];

let options: SanitizeHtml.IOptions | undefined;

export function sanitizePageHtml(html: string): string {
  const sanitize = sanitizeHtml();
  options ??= {
    allowedTags: [
      ...TEXT_TAGS,
      ...BLOCK_TAGS,
      ...STRUCTURE_TAGS,
      ...LIST_TAGS,
      ...TABLE_TAGS,
      'a',
      'img',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      '*': ['dir', 'lang'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // A link leaving the site opens a new tab that cannot reach back into it.
    transformTags: {
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  };
  return sanitize(html, options).trim();
}
