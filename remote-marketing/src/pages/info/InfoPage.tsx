import { BRAND, DEFAULT_COUNTRY, PageHead, type PageHeadData, selectCountry, useSiteStore } from '@mars/shared';
import { PRODUCT_FACTS } from '@mars/shared/products';
import type { ReactNode } from 'react';
import caseStudiesCard from '../../assets/og/info-case-studies.jpg';
import contactSupportCard from '../../assets/og/info-contact-support.jpg';
import documentationCard from '../../assets/og/info-documentation.jpg';
import { type InfoPageId, knownId } from '../../catalog/ids';
import { contentOf } from '../../content/facts';
import { Markdown } from '../../content/Markdown';
import { innerPage } from '../../seo/pageHeads';
import { PageLayout, Prose } from '../../ui/PageLayout';

/** What an info page's content file says of it (content/info/<page>.md, front matter). */
interface InfoPageText {
  name: string;
  description: string;
  eyebrow: string;
  title: string;
  lead: string;
}

/**
 * The info pages, by their id in the route table: each one's link-preview card. Their words are
 * content files (content/info/<page>.md, and <page>.<country>.md where a country's text differs); a
 * new page is its id in the catalog (catalog/ids.ts), its file, its card here and its line in
 * routes/routeTable.ts.
 */
const INFO_CARDS: Record<InfoPageId, string> = {
  'case-studies': caseStudiesCard,
  documentation: documentationCard,
  'contact-support': contactSupportCard,
};

/** The page's content file in a country (content/info/). */
function infoPage(page: InfoPageId, country: string) {
  const file = contentOf('info', page, country);
  if (!file) throw new Error(`content/info/${page}.md is missing`);
  return { text: file.meta as unknown as InfoPageText, body: file.body };
}

export function infoHead(page: InfoPageId): PageHeadData {
  const { name, description } = infoPage(page, DEFAULT_COUNTRY).text;
  return innerPage(`/${page}`, name, description, INFO_CARDS[page], `${BRAND.name}: ${name}`);
}

/** Exposed as `marketing/InfoPage`: case studies, documentation and support (static content). */
export default function InfoPage({ page: value, notFound = null }: { page: string; notFound?: ReactNode }) {
  const country = useSiteStore(selectCountry);
  const page = knownId<InfoPageId>(INFO_CARDS, value);
  if (!page) return notFound;
  const { text, body } = infoPage(page, country.code);
  return (
    <>
      <PageHead head={infoHead(page)} />
      <PageLayout eyebrow={text.eyebrow} title={text.title} lead={text.lead}>
        <Prose>
          <Markdown nodes={body} values={{ facts: PRODUCT_FACTS, country }} />
        </Prose>
      </PageLayout>
    </>
  );
}
