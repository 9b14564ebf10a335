module.exports = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  area: 'tickets',
  exposes: { './routes': './src/routes.tsx', './dashboard-cards': './src/dashboard-cards.tsx' },
  devPort: 3006,
  title: 'Tickets — Customer Portal (standalone)',
});
