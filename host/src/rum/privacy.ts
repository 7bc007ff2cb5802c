/**
 * Whether this visitor may be measured at all: never with Do-Not-Track or Global Privacy Control.
 * Nothing is collected, queued or sent when either is set.
 */
export function measuringAllowed(nav: Navigator = navigator, win: Window = window): boolean {
  const n = nav as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const w = win as Window & { doNotTrack?: string };
  if (n.globalPrivacyControl === true) return false;
  return ![n.doNotTrack, n.msDoNotTrack, w.doNotTrack].some((v) => v === '1' || v === 'yes');
}
