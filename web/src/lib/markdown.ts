/**
 * Markdown of the static pages (stranka-obsah) → safe HTML. Raw HTML in the markdown is
 * escaped (shown as text, never parsed), and DOMPurify sanitises the result as a second
 * line of defence (javascript: links, event handlers). ID-SK classes are added per tag.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const marked = new Marked({
  gfm: true,
  breaks: false,
  async: false,
  renderer: {
    // raw HTML blocks and inline tags are printed as text
    html({ text }) {
      return escapeHtml(text);
    },
  },
});

const CLASSES: Record<string, string> = {
  H1: 'govuk-heading-l',
  H2: 'govuk-heading-m',
  H3: 'govuk-heading-s',
  H4: 'govuk-heading-s',
  P: 'govuk-body',
  UL: 'govuk-list govuk-list--bullet',
  OL: 'govuk-list govuk-list--number',
  A: 'govuk-link',
  TABLE: 'govuk-table',
  THEAD: 'govuk-table__head',
  TBODY: 'govuk-table__body',
  TR: 'govuk-table__row',
  TH: 'govuk-table__header',
  TD: 'govuk-table__cell',
  HR: 'govuk-section-break govuk-section-break--m govuk-section-break--visible',
  BLOCKQUOTE: 'govuk-inset-text',
};

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      const cls = CLASSES[node.nodeName];
      if (cls) node.setAttribute('class', cls);
      // links to other sites open in a new tab without access to this window
      if (node.nodeName === 'A' && /^https?:\/\//i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function markdownToSafeHtml(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [
      'h1', 'h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'code', 'pre', 'br', 'hr',
      'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'del',
    ],
    ALLOWED_ATTR: ['href', 'title', 'class', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i,
  });
}
