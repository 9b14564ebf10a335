/**
 * The portal's stylesheets are CSS in template strings (`*-styles.ts`, `styles/css/*.ts`). Their comments and layout
 * explain the rules to whoever reads the source; the minifier keeps both, since they are inside strings. This drops
 * the comments (and the file's own JavaScript comments, which the minifier would drop anyway) and the CSS's spare
 * whitespace before the file is compiled.
 */
const CSS_SOURCE = /(-styles|[\\/]styles[\\/]css[\\/][^\\/]+)\.ts$/;
const COMMENT = /\/\*[\s\S]*?\*\/[ \t]*(\r?\n)?/g;
/** A template string with a rule in it; its `${…}` parts are left as they are. */
const CSS_TEMPLATE = /`([^`]*\{[^`]*)`/g;
const INTERPOLATION = /(\$\{[^}]*\})/;

/**
 * Whitespace the CSS does not need: runs of it become one space, and none is kept around braces, semicolons and
 * commas, nor a semicolon before a closing brace. Spaces around ':' '+' '~' '>' and '(' stay: they can mean something
 * there (a descendant's pseudo-class, calc()).
 */
function compactCss(css) {
  return css
    .replace(/\s+/g, ' ')
    .replace(/ ?([{};,]) ?/g, '$1')
    .replace(/;}/g, '}');
}

function stripCssComments(source) {
  return source
    .replace(COMMENT, '')
    .replace(CSS_TEMPLATE, (_, body) => `\`${body.split(INTERPOLATION).map((part, i) => (i % 2 ? part : compactCss(part))).join('')}\``);
}

module.exports = stripCssComments;
module.exports.CSS_SOURCE = CSS_SOURCE;
