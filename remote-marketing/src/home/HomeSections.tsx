import { PageHead } from '@mars/shared';
import { HOME_HEAD } from '../seo/pageHeads';
import { About } from './about/About';
import { FeatureCarousel } from './features/FeatureCarousel';
import { GlobalPresence } from './globalPresence/GlobalPresence';
import { Hero } from './hero/Hero';
import { HowItWorks } from './howItWorks/HowItWorks';
import { Products } from './products/Products';

/** Exposed as `marketing/HomeSections`: everything on the home page above the demo section. */
export default function HomeSections() {
  return (
    <>
      <PageHead head={HOME_HEAD} />
      <Hero />
      <FeatureCarousel />
      <Products />
      <HowItWorks />
      <About />
      <GlobalPresence />
    </>
  );
}
