import createDOMPurify from 'dompurify';
import {
  filterInlineStyle,
  SANITISER_ALLOWED_ATTRIBUTES,
  SANITISER_ALLOWED_TAGS,
} from '@kaista/domain/shared/constants';

const ANY_TAG = '*';

function isAllowedAttribute(tagName: string, attribute: string): boolean {
  const forTag = SANITISER_ALLOWED_ATTRIBUTES[tagName] ?? [];
  const forAll = SANITISER_ALLOWED_ATTRIBUTES[ANY_TAG] ?? [];
  return forTag.includes(attribute) || forAll.includes(attribute);
}

function createSanitiser() {
  const purify = createDOMPurify(window);
  // DOMPurify's attribute list is global; the §9 list is per tag, and styles keep only allowed properties.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (!isAllowedAttribute(node.nodeName.toLowerCase(), data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'style') {
      data.attrValue = filterInlineStyle(data.attrValue);
      data.keepAttr = data.attrValue !== '';
    }
  });
  // A link that opens a new window must not hand that window a reference back to the portal.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

let sanitiser: ReturnType<typeof createDOMPurify> | undefined;

/** HTML from the server reduced to the §9 allow-list. */
export function sanitizeHtml(html: string): string {
  sanitiser ??= createSanitiser();
  return sanitiser.sanitize(html, {
    ALLOWED_TAGS: [...SANITISER_ALLOWED_TAGS],
    ALLOWED_ATTR: [...new Set(Object.values(SANITISER_ALLOWED_ATTRIBUTES).flat())],
  });
}
