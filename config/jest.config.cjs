module.exports = require('./jest.base.cjs').jestConfig({ dir: __dirname, environment: 'node' });
