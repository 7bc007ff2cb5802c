import { BRAND, PageHead, type PageHeadData, SECTION_IDS, sectionPath, selectCountry, useSiteStore } from '@mars/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import caseStudiesCard from '../../assets/og/info-case-studies.jpg';
import contactSupportCard from '../../assets/og/info-contact-support.jpg';
import documentationCard from '../../assets/og/info-documentation.jpg';
import { type InfoPageId, knownId } from '../../catalog/ids';
import { innerPage } from '../../seo/pageHeads';
import { PageLayout, Prose } from '../../ui/PageLayout';

/**
 * Case studies, honestly: there are no customer results to publish yet, so the page says so and
 * shows worked examples instead, each labelled as one. Real stories go here only with the
 * customer's permission and figures they have checked.
 */
function CaseStudies() {
  return (
    <PageLayout
      eyebrow="Resources"
      title="Case Studies"
      lead="Mars is new. When customers agree to share their results, you will read them here. Until then, here is how a deployment works."
    >
      <Prose>
        <h2>No customer stories yet</h2>
        <p>
          Our first installations are running. We will publish a case study only with the customer's permission and with figures they have
          checked themselves, so there are none on this page yet. We would rather show you nothing than something invented.
        </p>
        <p>
          The three worked examples below show how Mars is set up and what it does day to day. They are illustrations of the product, not
          accounts of real customers, and they contain no results.
        </p>
        <h2>Worked example: an apartment building</h2>
        <p>
          <em>An example, not a customer.</em> A building with one lobby, a car park and a parcel room has 16 existing IP cameras. They are
          connected to one <Link to="/product/mars-tower">Mars Tower</Link> (up to 20 cameras) on the building's own network. The manager
          sets a tailgating rule on the lobby and car-park doors for the hours the concierge desk is closed, and a loitering rule on the bin
          store at night. Parcel questions are answered with a search of the parcel room camera by time and appearance. Nothing is uploaded:
          the video is analysed and kept on the device.
        </p>
        <h2>Worked example: a store</h2>
        <p>
          <em>An example, not a customer.</em> A store with 9 cameras — entrance, tills, shop floor, stockroom and back door — uses one{' '}
          <Link to="/product/mars-hub">Mars Hub</Link> (up to 10 cameras) in the back office. An after-hours rule alerts the area manager's
          phone when anyone is inside after closing, and a stockroom rule flags the door being opened outside delivery times. When a till
          comes up short, the manager searches the till camera for the last hour instead of watching it.
        </p>
        <h2>Worked example: a warehouse yard</h2>
        <p>
          <em>An example, not a customer.</em> A distribution site on a slow internet link puts 18 cameras on one{' '}
          <Link to="/product/mars-tower">Mars Tower</Link>. Fence and gate cameras raise person and vehicle alerts at night, zone by zone;
          trucks are followed from the gate to the dock as one track. Because processing happens on site, all of this carries on when the
          link is down.
        </p>
        <p>
          Want to see how this would look on your property? <Link to={sectionPath(SECTION_IDS.demo)}>Request a demo</Link>.
        </p>
      </Prose>
    </PageLayout>
  );
}

function Documentation() {
  return (
    <PageLayout
      eyebrow="Resources"
      title="Documentation"
      lead="Install a Mars device, connect your cameras and start using edge dashboards."
    >
      <Prose>
        <h2>1. Choose your hardware</h2>
        <p>
          Pick the device by camera count: <Link to="/product/mars-node">Mars Node</Link> (4 cameras),{' '}
          <Link to="/product/mars-hub">Mars Hub</Link> (10), <Link to="/product/mars-tower">Mars Tower</Link> (20) or{' '}
          <Link to="/product/owlie">Owlie</Link> (5, for homes).
        </p>
        <h2>2. Connect to any IP camera</h2>
        <ul>
          <li>Connect the device to the same network as your cameras (Ethernet recommended).</li>
          <li>Open the device's local address shown on its display or in the setup app.</li>
          <li>Choose "Discover cameras": Mars finds ONVIF cameras automatically; add others by RTSP URL.</li>
          <li>Enter each camera's credentials; they are stored encrypted on the device only.</li>
        </ul>
        <h2>3. Use edge-hosted dashboards</h2>
        <p>
          The dashboard is served by the device on your local network. Create zones and event rules, invite team members and search footage
          from any browser on site, or through an opt-in secure tunnel when away.
        </p>
        <h2>Help Center and API reference</h2>
        <p>
          Full guides, the device API reference and release notes are available to customers in the device dashboard under Help. For
          anything else, <Link to="/contact-support">contact support</Link>.
        </p>
      </Prose>
    </PageLayout>
  );
}

function ContactSupport() {
  const country = useSiteStore(selectCountry);
  const { phone, email } = country.contactInfo;
  return (
    <PageLayout
      eyebrow="Resources"
      title="Contact Support"
      lead="We help with installation, cameras, rules and anything else about your Mars device."
    >
      <Prose>
        <h2>Reach us</h2>
        <ul>
          <li>
            E-mail: <a href={`mailto:${email}`}>{email}</a> (we answer within one business day)
          </li>
          <li>
            Phone ({country.name}): <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>, Monday to Friday, 9:00 to 18:00 local time
          </li>
        </ul>
        <h2>Before you write</h2>
        <ul>
          <li>Your device model and the serial number from the label underneath</li>
          <li>The camera brand and model involved, if any</li>
          <li>What you expected to happen and what happened instead</li>
        </ul>
        <p>
          Never send us camera passwords or footage by e-mail. If we need to see a clip, we will ask you to share it from the dashboard, for
          a limited time.
        </p>
        <p>
          New to Mars? Start with the <Link to="/documentation">documentation</Link>.
        </p>
      </Prose>
    </PageLayout>
  );
}

/** Exposed as `marketing/InfoPage`: case studies, documentation and support (static content). */
/**
 * Each page, by its id in the route table: its content, and its head (name, description, link-preview
 * card). A new page is an entry here and a line in routes/routeTable.ts.
 */
const INFO_PAGES = {
  'case-studies': {
    Content: CaseStudies,
    name: 'Case Studies',
    description: 'How Mars is set up and used on a property, in worked examples. Customer stories will follow, with their permission.',
    card: caseStudiesCard,
  },
  documentation: {
    Content: Documentation,
    name: 'Documentation',
    description: 'Guides for installing Mars devices, connecting IP cameras and using edge dashboards.',
    card: documentationCard,
  },
  'contact-support': {
    Content: ContactSupport,
    name: 'Contact Support',
    description: 'Get help with your Mars Node, Hub, Tower or Owlie.',
    card: contactSupportCard,
  },
} satisfies Record<InfoPageId, { Content: () => ReactNode; name: string; description: string; card: string }>;

export function infoHead(page: InfoPageId): PageHeadData {
  const { name, description, card } = INFO_PAGES[page];
  return innerPage(`/${page}`, name, description, card, `${BRAND.name}: ${name}`);
}

export default function InfoPage({ page: value, notFound = null }: { page: string; notFound?: ReactNode }) {
  const page = knownId<InfoPageId>(INFO_PAGES, value);
  if (!page) return notFound;
  const { Content } = INFO_PAGES[page];
  return (
    <>
      <PageHead head={infoHead(page)} />
      <Content />
    </>
  );
}
