module.exports = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  area: 'connectivity',
  exposes: { './routes': './src/routes.tsx', './dashboard-cards': './src/dashboard-cards.tsx' },
  devPort: 3003,
  title: 'Connectivity — Customer Portal (standalone)',
});
