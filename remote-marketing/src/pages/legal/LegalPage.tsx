import { formatDate, PageHead, selectCountry, useSiteStore } from '@mars/shared';
import { PRODUCT_FACTS } from '@mars/shared/products';
import type { ReactNode } from 'react';
import { knownId, type LegalPageId } from '../../catalog/ids';
import { LEGAL_PAGES } from '../../catalog/pages';
import { contentOf, type FactValues, fill } from '../../content/facts';
import { Markdown } from '../../content/Markdown';
import { legalHead } from '../../seo/pageHeads';
import { ComingSoon, PageLayout, Prose } from '../../ui/PageLayout';

/** What a legal page's content file says of it (content/legal/<page>.md, front matter). */
interface LegalPageText {
  title: string;
  lead: string;
  /** The spec's 'Coming Soon' box below the text, where a page is partial. */
  comingSoon?: string;
}

/**
 * Exposed as `marketing/LegalPage`: the privacy policy, the terms and the cookie policy. Their words are
 * content files (content/legal/<page>.md, and <page>.<country>.md where a country's text differs);
 * each page's name, description, card and date are its catalog entry's (catalog/pages.ts).
 */
export default function LegalPage({ page: value, notFound = null }: { page: string; notFound?: ReactNode }) {
  const country = useSiteStore(selectCountry);
  const page = knownId<LegalPageId>(LEGAL_PAGES, value);
  if (!page) return notFound;
  const file = contentOf('legal', page, country.code);
  if (!file) throw new Error(`content/legal/${page}.md is missing`);
  const { modified } = LEGAL_PAGES[page];
  const values: FactValues = { facts: PRODUCT_FACTS, country, page: modified ? { updated: formatDate(modified, country.language) } : {} };
  const text = file.meta as unknown as LegalPageText;
  return (
    <>
      <PageHead head={legalHead(page)} />
      <PageLayout eyebrow="Legal" title={text.title} lead={fill(text.lead, values)}>
        <Prose>
          <Markdown nodes={file.body} values={values} />
          {text.comingSoon && <ComingSoon>{text.comingSoon}</ComingSoon>}
        </Prose>
      </PageLayout>
    </>
  );
}
