import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * What each JavaScript file of a production build holds, for a person comparing two builds:
 * its size (raw and gzip), whether the page loads it at once, and its bytes by package (or by folder
 * of the app's own code). Written beside the build, not into it (never published).
 */
export const BUNDLE_REPORT_FILE = 'node_modules/.bundle-report.json';
export class BundleReportPlugin {
  constructor(private readonly target: string) {}
  apply(compiler: import('@rspack/core').Compiler) {
    compiler.hooks.done.tap('MarsBundleReport', (stats) => {
      if (stats.hasErrors()) return;
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        orphanModules: true,
      });
      const outDir = stats.compilation.outputOptions.path ?? '';
      const packageOf = (name: string) => {
        const pkg = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name);
        if (pkg) return pkg[1]?.replace('\\', '/') ?? name;
        return name.replace(/\?.*$/, '').split('/').slice(0, 4).join('/');
      };
      const chunks = (json.chunks ?? [])
        .map((chunk) => {
          const files = (chunk.files ?? []).filter((f) => f.endsWith('.js'));
          const sizes = files.map((f) => readFileSync(path.join(outDir, f)));
          const contents: Record<string, number> = {};
          const walk = (modules: typeof chunk.modules) => {
            for (const m of modules ?? []) {
              if (m.modules?.length) walk(m.modules);
              // Assets (images, video) are files of their own: a module's size here is the file's, not JavaScript.
              else if (m.name && !m.name.startsWith('webpack/') && !m.name.includes('!=!') && !m.moduleType?.startsWith('asset')) {
                const key = packageOf(m.name);
                contents[key] = (contents[key] ?? 0) + (m.size ?? 0);
              }
            }
          };
          walk(chunk.modules);
          return {
            files,
            initial: Boolean(chunk.initial),
            names: chunk.names ?? [],
            bytes: sizes.reduce((sum, b) => sum + b.length, 0),
            gzipBytes: sizes.reduce((sum, b) => sum + gzipSync(b).length, 0),
            contents: Object.fromEntries(Object.entries(contents).sort(([, a], [, b]) => b - a)),
          };
        })
        .filter((c) => c.files.length);
      mkdirSync(path.dirname(this.target), { recursive: true });
      writeFileSync(this.target, `${JSON.stringify({ app: compiler.options.name, chunks }, null, 2)}\n`);
    });
  }
}
