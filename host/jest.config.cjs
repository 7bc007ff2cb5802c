const preset = require('@mars/shared/jest-preset');

// The edge (edge/) is a package of its own with its own tests.
module.exports = { ...preset, testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '<rootDir>/edge/'] };
