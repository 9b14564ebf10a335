// An area of the provider's own, built like the portal's areas (config/webpack-base.cjs): the federated build only,
// into EXTRA_AREA_OUT when set (the e2e suite builds it into a folder that a separate static server serves).
const create = require('@portal/config/webpack').createWebpackConfig({
  packageDir: __dirname,
  // The container is then portal_gaming: the instance's extraAreas entry uses the key 'gaming'.
  area: 'gaming',
  exposes: { './routes': './src/routes.tsx' },
  devPort: 3090,
  title: 'Game servers',
});

module.exports = (env, argv) => {
  const federated = create(env, { ...argv, mode: 'production' });
  if (process.env.EXTRA_AREA_OUT) federated.output.path = process.env.EXTRA_AREA_OUT;
  return federated;
};
