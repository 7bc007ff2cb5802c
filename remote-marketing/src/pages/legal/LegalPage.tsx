import { BRAND, formatDate, PageHead, selectCountry, useSiteStore } from '@mars/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { knownId, type LegalPageId } from '../../catalog/ids';
import { PRIVACY_LAST_UPDATED } from '../../catalog/pages';
import { legalHead } from '../../seo/pageHeads';
import { ComingSoon, PageLayout, Prose } from '../../ui/PageLayout';

function PrivacyPolicy({ email }: { email: string }) {
  const language = useSiteStore((s) => selectCountry(s).language);
  return (
    <PageLayout eyebrow="Legal" title="Privacy Policy" lead={`Last updated ${formatDate(PRIVACY_LAST_UPDATED, language)}`}>
      <Prose>
        <p>
          {BRAND.name} ("we", "us") builds on-premises vision AI that runs on our customers' own hardware. This policy explains what
          personal data we handle when you visit this website, request a demo or create an account, and the choices you have.
        </p>
        <h2>Video stays on your premises</h2>
        <p>
          Mars Node, Mars Hub, Mars Tower and Owlie process camera video on the device installed at your site. Video, detections and search
          indexes stay on that device unless you turn on an optional cloud feature. We do not receive your camera footage in the normal
          course of the service.
        </p>
        <h2>What we collect on this website</h2>
        <ul>
          <li>
            <strong>Demo requests:</strong> your name, company, work e-mail, job title and phone number, so our team can contact you.
          </li>
          <li>
            <strong>Accounts:</strong> your e-mail address and a password managed by our identity provider, and whether your e-mail is
            verified.
          </li>
          <li>
            <strong>Preferences:</strong> the country you choose in the site's country switcher, stored in your browser only.
          </li>
        </ul>
        <p>
          This website loads no advertising or third-party analytics scripts. Your browser contacts a third party only when you ask for it,
          for example when you choose "Continue with Google".
        </p>
        <h2>How we use it</h2>
        <p>
          We use demo request details to schedule and run your demo and to follow up about it, and account details to let you sign in. We do
          not sell personal data and do not use it for third-party advertising.
        </p>
        <h2>Retention</h2>
        <p>
          We keep demo requests for up to 24 months after our last contact with you, and account data while your account is open. You can
          ask us to delete either at any time.
        </p>
        <h2>Your rights</h2>
        <p>
          Depending on where you live you may have the right to access, correct, export or delete your personal data, and to object to its
          use. Write to <a href={`mailto:${email}`}>{email}</a> and we will answer within 30 days.
        </p>
        <h2>Children</h2>
        <p>
          Our services are not directed to children under 13, and we do not knowingly collect personal data from children under 13. If you
          believe a child has given us personal data, contact us and we will delete it.
        </p>
        <h2>Changes</h2>
        <p>
          We will post any change to this policy on this page and update the date above. See also our{' '}
          <Link to="/terms-of-service">Terms of Service</Link> and <Link to="/cookie-policy">Cookie Policy</Link>.
        </p>
      </Prose>
    </PageLayout>
  );
}

function TermsOfService({ email }: { email: string }) {
  return (
    <PageLayout eyebrow="Legal" title="Terms of Service" lead="The terms that govern your use of this website and our services.">
      <Prose>
        <h2>1. Agreement</h2>
        <p>
          By using this website or our services you agree to these terms. If you use them for an organisation, you confirm you may accept
          these terms for it.
        </p>
        <h2>2. Eligibility</h2>
        <p>You must be over 18 years old to create an account or use our services.</p>
        <h2>3. Your account</h2>
        <p>
          Keep your password confidential and verify your e-mail address before you use the application. You are responsible for activity
          under your account.
        </p>
        <h2>4. Your cameras and your data</h2>
        <p>
          Our devices process video on your premises. You remain the controller of your video and must use our products in line with the
          privacy and surveillance laws that apply where your cameras are installed, including any notice or signage they require.
        </p>
        <h2>5. Acceptable use</h2>
        <p>
          Do not misuse the website or services: no attempts to break their security, overload them, or use them to monitor people
          unlawfully.
        </p>
        <h2>6. Limitation of liability</h2>
        <p>
          To the extent the law allows, our total liability arising out of or relating to these terms or our services is limited to the
          greater of the amount you paid us for the services in the 12 months before the claim, or 100 USD.
        </p>
        <h2>7. Changes to these terms</h2>
        <p>
          We will give you at least 30 days' notice of any material change to these terms, by e-mail or on this website, before it takes
          effect.
        </p>
        <h2>8. Contact</h2>
        <p>
          Questions about these terms: <a href={`mailto:${email}`}>{email}</a>. Our <Link to="/privacy-policy">Privacy Policy</Link>{' '}
          explains how we handle personal data.
        </p>
      </Prose>
    </PageLayout>
  );
}

function CookiePolicy() {
  return (
    <PageLayout eyebrow="Legal" title="Cookie Policy" lead="How this website uses cookies and similar browser storage.">
      <Prose>
        <h2>What we store today</h2>
        <ul>
          <li>
            <strong>Country preference</strong> (local storage): remembers the country you chose in the switcher.
          </li>
          <li>
            <strong>Sign-in session</strong> (browser storage): keeps you signed in after you log in, until you log out.
          </li>
        </ul>
        <p>We set no advertising or cross-site tracking cookies.</p>
        <ComingSoon>The full cookie policy, with a table of every cookie, its purpose and its lifetime, is being prepared.</ComingSoon>
      </Prose>
    </PageLayout>
  );
}

/** Exposed as `marketing/LegalPage`. */
/** Each page's content, by its id in the route table. */
const LEGAL_PAGES: Record<LegalPageId, (p: { email: string }) => ReactNode> = {
  'privacy-policy': PrivacyPolicy,
  'terms-of-service': TermsOfService,
  'cookie-policy': CookiePolicy,
};

export default function LegalPage({ page: value, notFound = null }: { page: string; notFound?: ReactNode }) {
  const email = useSiteStore((s) => selectCountry(s).contactInfo.email);
  const page = knownId<LegalPageId>(LEGAL_PAGES, value);
  if (!page) return notFound;
  const Content = LEGAL_PAGES[page];
  return (
    <>
      <PageHead head={legalHead(page)} />
      <Content email={email} />
    </>
  );
}
