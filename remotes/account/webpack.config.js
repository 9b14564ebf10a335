module.exports = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  area: 'account',
  exposes: { './routes': './src/routes.tsx', './dashboard-cards': './src/dashboard-cards.tsx' },
  devPort: 3001,
  title: 'Account — Customer Portal (standalone)',
});
