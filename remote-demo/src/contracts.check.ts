/** Compile-time check that the exposed module matches the contract in @mars/shared. */
import type { RemoteContracts } from '@mars/shared';
import type DemoSection from './demoSection/DemoSection';

type Check<Actual extends Expected, Expected> = Actual;
export type DemoExposes = [Check<typeof DemoSection, RemoteContracts['demo/DemoSection']>];
