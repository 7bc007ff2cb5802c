/** The one place the company's display name and wordmark live (BRAND.md: the spec never names it). */
export const BRAND = {
  name: 'Mars Vision',
  wordmark: 'Mars',
  /** The document title of a page that declares none of its own. */
  siteTitle: 'Mars Vision | Private, on-premises AI for the cameras you already have',
  tagline: 'Your cameras, your building, your data.',
  careersUrl: 'https://careers.mars-vision.example/jobs',
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/mars-vision-example' },
    { label: 'X (Twitter)', href: 'https://x.com/marsvision_example' },
    { label: 'YouTube', href: 'https://www.youtube.com/@marsvision-example' },
  ],
} as const;
