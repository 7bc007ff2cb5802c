/** Compile-time check that the exposed module matches the contract in @mars/shared. */
import type { Check, RemoteContracts } from '@mars/shared';
import type AuthRoot from './AuthRoot';

export type AuthExposes = [Check<typeof AuthRoot, RemoteContracts['auth/AuthRoot']>];
