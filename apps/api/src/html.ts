/** Escapes text for HTML that the server renders itself (login and development pages). */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
