module.exports = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  devPort: 3000,
  title: 'Customer Portal',
});
