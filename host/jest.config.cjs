module.exports = { ...require('@mars/shared/jest-preset') };
