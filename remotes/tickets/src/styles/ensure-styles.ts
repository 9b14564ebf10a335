/** Adds a page's styles once, when it first shows (there are no CSS loaders in the build). */
export function ensureStyles(id: string, css: string) {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
