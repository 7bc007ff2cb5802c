import { PageHead } from '@mars/shared';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FEATURE_DETAILS } from '../../catalog/features';
import { type FeatureId, knownId } from '../../catalog/ids';
import { featureHead } from '../../seo/pageHeads';
import { ComingSoon, PageLayout } from '../../ui/PageLayout';

const Text = styled.div`
  max-width: ${({ theme }) => theme.layout.measure};
  p { font-size: ${({ theme }) => theme.size.md}; }
`;

/** Exposed as `marketing/FeaturePage`: a real description and the spec's 'Coming Soon'. */
export default function FeaturePage({ feature: value, notFound = null }: { feature: string; notFound?: ReactNode }) {
  const feature = knownId<FeatureId>(FEATURE_DETAILS, value);
  if (!feature) return notFound;
  const f = FEATURE_DETAILS[feature];
  return (
    <PageLayout eyebrow="Features" title={f.title} lead={f.lead}>
      <PageHead head={featureHead(feature)} />
      <Text>
        {f.body.map((p) => (
          <p key={p.slice(0, 24)}>{p}</p>
        ))}
      </Text>
      <ComingSoon>{f.comingSoon}</ComingSoon>
    </PageLayout>
  );
}
