module.exports = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  area: 'communication',
  exposes: { './routes': './src/routes.tsx', './dashboard-cards': './src/dashboard-cards.tsx' },
  devPort: 3004,
  title: 'Communication — Customer Portal (standalone)',
});
