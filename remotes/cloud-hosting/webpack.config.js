module.exports = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  area: 'cloud-hosting',
  exposes: { './routes': './src/routes.tsx', './dashboard-cards': './src/dashboard-cards.tsx' },
  devPort: 3005,
  title: 'Cloud Hosting — Customer Portal (standalone)',
});
