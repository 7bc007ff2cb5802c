export declare const TRUSTED_TYPES_POLICIES: string[];
export declare const TRUSTED_TYPES_CSP: string[];
// Typed as strings: at run time they are TrustedHTML / TrustedScript where the browser has Trusted
// Types, and the sinks that take them (innerHTML, React's __html, textContent) take them as strings.
/** HTML compiled at build time from the site's own content, accepted by `innerHTML` under Trusted Types. */
export declare function trustedHtml(html: string): string;
/** JSON-LD text accepted by a script element's `textContent` under Trusted Types; throws when not JSON. */
export declare function trustedJsonLd(json: string): string;
