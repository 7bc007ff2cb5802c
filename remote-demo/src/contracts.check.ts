/** Compile-time check that the exposed module matches the contract in @mars/shared. */
import type { Check, RemoteContracts } from '@mars/shared';
import type DemoSection from './demoSection/DemoSection';

export type DemoExposes = [Check<typeof DemoSection, RemoteContracts['demo/DemoSection']>];
