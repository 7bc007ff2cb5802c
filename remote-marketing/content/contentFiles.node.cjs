/** Jest's stand-in for the build's import.meta.webpackContext (src/content/contentFiles.ts): the same files through the same pipeline. */
const { contentFiles } = require('./contentPipeline.cjs');

module.exports = { CONTENT_FILES: contentFiles() };
