import { type InfoPageId, PageHead, selectCountry, useSiteStore } from '@mars/shared';
import { Link } from 'react-router-dom';
import { infoHead } from '../../seo/pageHeads';
import { PageLayout, Prose } from '../../ui/PageLayout';

function CaseStudies() {
  return (
    <PageLayout eyebrow="Resources" title="Case Studies" lead="How property teams put vision AI to work on cameras they already had.">
      <Prose>
        <h2>A 240-unit apartment complex cuts lobby tailgating</h2>
        <p>
          A residential operator connected 18 existing lobby, car-park and mailroom cameras to one Mars Tower. Tailgating alerts at the two
          main doors replaced the night guard's wall of screens with a handful of clips per night, and parcel-room searches that used to
          take an hour now take a minute.
        </p>
        <h2>A three-store retailer finds incidents in seconds</h2>
        <p>
          Each store runs a Mars Hub on its 8 to 10 cameras. After-hours intrusion alerts go to the area manager's phone, and staff search
          "red jacket near the till" instead of scrubbing footage. No video leaves the stores.
        </p>
        <h2>A regional warehouse secures its yard on a slow link</h2>
        <p>
          A logistics site with a 10 Mbit/s uplink uses Mars Tower for perimeter and dock monitoring. Because processing happens on site,
          alerts keep working when the link drops, and nothing is uploaded.
        </p>
        <p>
          Figures come from customer pilots and are shared with their permission. Want results like these?{' '}
          <Link to="/#demo" state={{ scroll: 1 }}>
            Request a demo
          </Link>
          .
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
export default function InfoPage({ page }: { page: InfoPageId }) {
  return (
    <>
      <PageHead head={infoHead(page)} />
      {page === 'case-studies' ? <CaseStudies /> : page === 'documentation' ? <Documentation /> : <ContactSupport />}
    </>
  );
}
