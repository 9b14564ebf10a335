// The billing area's own production config, built into ROLLOUT_OUT with its page title changed: a new release.
const path = require('path');

const billingDir = path.join(__dirname, '..', '..', '..', 'remotes', 'billing');
const createConfig = require(path.join(billingDir, 'webpack.config.js'));

function changed(config) {
  config.output.path = process.env.ROLLOUT_OUT;
  config.module.rules.unshift({
    test: /billing-details-page\.tsx$/,
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'replace-text-loader.cjs'), options: { from: 'title="Payments & Billing"', to: 'title="Payments & Billing (new release)"' } }],
  });
  return config;
}

module.exports = (env, argv) => {
  const config = createConfig(env, argv);
  return Array.isArray(config) ? config.map(changed) : changed(config);
};
