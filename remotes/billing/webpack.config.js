module.exports = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  area: 'billing',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3002,
  title: 'Billing — Customer Portal (standalone)',
});
