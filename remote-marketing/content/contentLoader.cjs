/** Rspack loader: one content file (contentPipeline.cjs) as a module, at build time. */
const { parseContent } = require('./contentPipeline.cjs');

module.exports = function contentLoader(source) {
  return `export default ${JSON.stringify(parseContent(source, this.resourcePath))};`;
};
