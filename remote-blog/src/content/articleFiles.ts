import type { ArticleModule } from './types';

/** Every Markdown file in content/articles, compiled by content/markdownLoader.cjs. Adding an article is adding a file. */
const context = import.meta.webpackContext('../../content/articles', { recursive: false, regExp: /\.md$/ });
export const articleModules: ArticleModule[] = context.keys().map((key) => context(key) as ArticleModule);
