export interface ParsedMeta {
  slug: string;
  title: string;
  category: string;
  image: string;
  imageAlt: string;
  summary: string;
  date: string;
  readingTime: number;
}
export const CATEGORIES: string[];
export function parseArticle(source: string, file: string): { meta: ParsedMeta; html: string };
export function checkCollection(metas: (Record<string, unknown> & { slug: string; file: string })[]): void;
export function checkDirectory(dir: string): ParsedMeta[];
export function countWords(markdown: string): number;
export function readingTimeFor(markdown: string): number;
export function checkProductFacts(markdown: string, where: string, facts?: Record<string, { name: string; cameras: number }>): void;
