/** Compile-time check that the exposed module matches the contract in @mars/shared. */
import type { RemoteContracts } from '@mars/shared';
import type AuthRoot from './AuthRoot';

type Check<Actual extends Expected, Expected> = Actual;
export type AuthExposes = [Check<typeof AuthRoot, RemoteContracts['auth/AuthRoot']>];
