// Media imports resolve to their file name in tests (Jest's asset transform), so a test can tell
// one picture or clip from another.
const path = require('node:path');

module.exports = {
  process(_source, filename) {
    return { code: `module.exports = ${JSON.stringify(path.basename(filename))};` };
  },
};
