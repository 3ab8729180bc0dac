import {
  filterInlineStyle,
  SANITISER_ALLOWED_ATTRIBUTES,
  SANITISER_ALLOWED_TAGS,
} from '@kaista/domain/shared/constants';

const attributes = Object.fromEntries(
  Object.entries(SANITISER_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
);

/**
 * DESIGN.md §5: HTML from the server is sanitised with the §9 allow-list before it is stored, so no browser
 * ever receives a script, an event handler or a javascript: link from a bulletin, whatever the web app does.
 * The sanitiser (with its CSS parser) loads with the first bulletin saved, not with the server's start.
 */
export async function sanitizeBulletinHtml(html: string): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: [...SANITISER_ALLOWED_TAGS],
    allowedAttributes: attributes,
    allowedSchemes: ['https', 'http', 'mailto', 'tel'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      '*': (tagName, attribs) => {
        const { style, ...rest } = attribs;
        const kept = style ? filterInlineStyle(style) : '';
        return { tagName, attribs: kept ? { ...rest, style: kept } : rest };
      },
      // A link that opens elsewhere cannot reach back to the portal's window.
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  }).trim();
}
