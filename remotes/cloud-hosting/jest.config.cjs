module.exports = require('@portal/config/jest').jestConfig({ dir: __dirname });
