// The portal's stylesheets: plain .css files beside the code that uses them, imported by it (`import './x.css'`).
// Each chunk's CSS becomes a file of its own that webpack's runtime loads with the chunk, before the chunk's code
// runs, so a part is never shown unstyled; an area's CSS so comes with the area's code through Module Federation.
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');

const CSS_FILE = /\.css$/;

/** `*.module.css` are CSS Modules (css-loader's default); every other .css file keeps its class names as written. */
const cssRule = () => ({
  test: CSS_FILE,
  use: [MiniCssExtractPlugin.loader, { loader: require.resolve('css-loader'), options: { importLoaders: 0 } }],
});

const cssPlugins = ({ production }) => [
  new MiniCssExtractPlugin({
    // No type="text/css" on the links its runtime adds: the default, and bytes in every remoteEntry.js.
    linkType: false,
    filename: production ? '[name].[contenthash:8].css' : '[name].css',
    chunkFilename: production ? '[name].[contenthash:8].css' : '[name].[contenthash:8].dev.css',
  }),
];

/** Minified by lightningcss; the CSS is left as written for the browsers (no prefixes added, nothing lowered). */
const cssMinimizer = () => new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify });

/**
 * An area's stylesheets in one file, whichever of its pages loads first: a few KB, where one file per page chunk would
 * repeat a stylesheet several pages import, and each such file would lengthen the area's remoteEntry.js (its runtime
 * names every CSS chunk it can load).
 */
const areaStylesheetGroup = () => ({ name: 'styles', type: 'css/mini-extract', chunks: 'async', enforce: true });

/**
 * The rules of a build that renders on the server (host/src/prerender): a CSS import there brings the file's text,
 * unused, since the page's stylesheets are the browser build's files, which its index.html links.
 */
const serverRenderRules = (rules) => [...rules.filter((rule) => rule.test !== CSS_FILE), { test: CSS_FILE, type: 'asset/source' }];

module.exports = { areaStylesheetGroup, cssRule, cssPlugins, cssMinimizer, serverRenderRules };
