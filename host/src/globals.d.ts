/** Set by the build (shared/build/federation.ts, hostFederation): each shared singleton's version and required range. */
declare const __MARS_SHARED__: Record<string, { version: string; requiredVersion: string }>;
/** Set by the build: the version of the Module Federation runtime the host provides to remotes. */
declare const __MF_RUNTIME_VERSION__: string;
/** Set by the build (shared/build/compile.ts, buildYear): the year it was made, in its HTML and its code alike. */
declare const __BUILD_YEAR__: number;
