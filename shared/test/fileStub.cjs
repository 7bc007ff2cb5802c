// Media imports resolve to their file name in tests.
module.exports = 'stub-file';
