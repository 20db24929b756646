import type SanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../../platform/on-first-use';

const sanitizeHtml = onFirstUse<typeof SanitizeHtml>('sanitize-html');

/**
 * What an event notice's HTML may hold: basic formatting, links to http, https and mailto, and
 * images from http or https. Scripts, styles, event handlers, frames and forms are dropped (with
 * the text of a script or style), so a notice shown to every seller cannot run code in their
 * session. The client sanitises again before showing it.
 */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'strike',
    'sub',
    'sup',
    'small',
    'mark',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

let options: SanitizeHtml.IOptions | undefined;

export function sanitizeNoticeHtml(html: string): string {
  const sanitize = sanitizeHtml();
  options ??= {
    ...OPTIONS,
    // A link leaving the app opens a new tab that cannot reach back into it.
    transformTags: {
      a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  };
  return sanitize(html, options).trim();
}
