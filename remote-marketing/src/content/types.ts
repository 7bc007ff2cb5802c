/** A content file as the build compiles it (content/contentPipeline.cjs). */

/** A Markdown node the page renders (marked's tokens, kept to what is rendered). */
export interface MarkdownNode {
  type: string;
  text?: string;
  tokens?: MarkdownNode[];
  depth?: number;
  href?: string;
  ordered?: boolean;
  items?: MarkdownNode[][];
}

export interface ContentFile {
  /** Its folder under content/: `industries`, `info`. */
  family: string;
  page: string;
  /** A country's own text (`<page>.<country>.md`), or null: every country's. */
  country: string | null;
  /** The front matter, with its placeholders (facts.ts fills them). */
  meta: Record<string, unknown>;
  body: MarkdownNode[];
}
