import DOMPurify from 'dompurify';

/**
 * An event notice's HTML as it may reach the page: the server sanitised it before storing, and it
 * is sanitised again here, so a row written any other way still cannot run code. Basic formatting,
 * links to http, https and mailto (opening a new tab), images from http or https only.
 */
const purifier = DOMPurify(window);

const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = [
  'href',
  'title',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
];

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !/^https?:/i.test(node.getAttribute('src') ?? '')) {
    node.removeAttribute('src');
  }
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeNoticeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  });
}
