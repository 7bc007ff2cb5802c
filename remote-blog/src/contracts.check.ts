/** Compile-time check that the exposed modules match the contracts in @mars/shared. */
import type { Check, RemoteContracts } from '@mars/shared';
import type BlogArticle from './article/BlogArticle';
import type BlogIndex from './blogIndex/BlogIndex';

export type BlogExposes = [
  Check<typeof BlogIndex, RemoteContracts['blog/BlogIndex']>,
  Check<typeof BlogArticle, RemoteContracts['blog/BlogArticle']>,
];
