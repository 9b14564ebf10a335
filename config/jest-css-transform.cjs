/**
 * A stylesheet imported in a unit test applies to jsdom's document as it does in the browser, where webpack loads it
 * with the module (config/css.cjs): tests can assert what is shown or hidden. Its @imports are imported first.
 */
const IMPORT = /@import\s+['"]([^'"]+)['"]\s*;/g;

module.exports = {
  process(source) {
    const imports = [...source.matchAll(IMPORT)].map(([, file]) => `require(${JSON.stringify(file)});`);
    const css = source.replace(IMPORT, '');
    const code = `${imports.join('\n')}
if (typeof document !== 'undefined') {
  const style = document.createElement('style');
  style.textContent = ${JSON.stringify(css)};
  document.head.appendChild(style);
}`;
    return { code };
  },
};
