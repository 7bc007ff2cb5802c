import type { ContentFile } from '../src/content/types';

export class ContentError extends Error {}
export function parseContent(source: string, file: string): ContentFile;
export function contentFiles(dir?: string): ContentFile[];
