/**
 * Adds a style element with `id` and `css` to the document's head, once: a part's styles come with its code, so a
 * page carries only the styles of the parts it shows. Nothing on the server (the prerendered page has them inline).
 */
export function ensureStyle(id: string, css: string) {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
