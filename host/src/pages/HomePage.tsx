import { SECTION_IDS } from '@mars/shared';
import styled from 'styled-components';
import { useSiteConfig } from '../config/siteConfig';
import { RemoteSlot } from '../federation/RemoteSlot';

/** The anchor belongs to the host so Get Demo still lands somewhere when the demo remote is down. */
const DemoAnchor = styled.div`
  scroll-margin-top: 72px;
`;

/** The home page is composed here: marketing's sections, then demo's section (no remote imports another). */
export function HomePage() {
  const config = useSiteConfig();
  return (
    <>
      {/* The hero plays and advances without it (marketing's hero player): its code comes when a visitor reaches for a control. */}
      <RemoteSlot id="marketing/HomeSections" minHeight={900} hydrate="intent" />
      <DemoAnchor id={SECTION_IDS.demo} tabIndex={-1}>
        <RemoteSlot id="demo/DemoSection" viewKey="demo/DemoSection" apiBase={config?.apiBase ?? ''} minHeight={640} hydrate="near" />
      </DemoAnchor>
    </>
  );
}
