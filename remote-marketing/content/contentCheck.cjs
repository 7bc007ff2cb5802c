/** The prebuild check (`pnpm --filter remote-marketing build` runs it first): every content file, through the pipeline. */
const { contentFiles } = require('./contentPipeline.cjs');

try {
  console.log(`content check: ${contentFiles().length} pages OK`);
} catch (err) {
  console.error(`content check failed: ${err.message}`);
  process.exit(1);
}
