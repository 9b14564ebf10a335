/**
 * The portal's stylesheets are CSS in template strings (`*-styles.ts`, `styles/css/*.ts`). Their comments explain the
 * rules to whoever reads the source; the minifier keeps them, since they are inside strings. This drops them (and the
 * file's own JavaScript comments, which the minifier would drop anyway) before the file is compiled.
 */
const CSS_SOURCE = /(-styles|[\\/]styles[\\/]css[\\/][^\\/]+)\.ts$/;
const COMMENT = /\/\*[\s\S]*?\*\/[ \t]*(\r?\n)?/g;

function stripCssComments(source) {
  return source.replace(COMMENT, '');
}

module.exports = stripCssComments;
module.exports.CSS_SOURCE = CSS_SOURCE;
