module.exports = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  area: 'communication',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3004,
  title: 'Communication — Customer Portal (standalone)',
});
