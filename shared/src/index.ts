export * from './brand/brand';
export * from './contracts/contracts';
export * from './country/countries';
export * from './store/session';
export * from './store/siteStore';
export * from './theme/GlobalStyle';
export * from './theme/theme';
export * from './singletons';
