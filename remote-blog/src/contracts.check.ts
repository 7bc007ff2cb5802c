/** Compile-time check that the exposed modules match the contracts in @mars/shared. */
import type { RemoteContracts } from '@mars/shared';
import type BlogArticle from './article/BlogArticle';
import type BlogIndex from './blogIndex/BlogIndex';

type Check<Actual extends Expected, Expected> = Actual;
export type BlogExposes = [
  Check<typeof BlogIndex, RemoteContracts['blog/BlogIndex']>,
  Check<typeof BlogArticle, RemoteContracts['blog/BlogArticle']>,
];
