import { renderStandalone } from '@mars/shared/standalone';
import DemoSection from './demoSection/DemoSection';

/** Standalone frame: the form against the local API (pnpm --filter remote-demo api). */
const apiBase = new URLSearchParams(location.search).get('api') ?? 'http://localhost:3005';
renderStandalone('remote-demo', [], <DemoSection apiBase={apiBase} />);
