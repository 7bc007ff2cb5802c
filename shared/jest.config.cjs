module.exports = { ...require('./test/jest-preset.cjs') };
