import { appControl, SECTION_IDS } from '@mars/shared';
import { CAMERA_SUPPORT } from '@mars/shared/camera-support';
import { groupText } from '@mars/shared/demo-setup';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { type Ref, useState } from 'react';
import { Link } from 'react-router-dom';
import { type Answer, VERDICTS } from './answer';
import { AnswerBox, Bar, DemoLink, Quiet, Verdicts } from './CompatibilityPage.styles';
import { type CompatibilityTexts, codecsRead, devicesText } from './texts';

/** The answer's element: a link to this answer opens the page at it (`#compat-answer`), and so does the form sent without JavaScript. */
export const ANSWER_ID = 'compat-answer';

export interface AnswerViewProps {
  /** The answer's element (the form's submit button moves the focus to it). */
  boxRef?: Ref<HTMLElement>;
  t: CompatibilityTexts;
  /** Null until the form has a count. */
  answer: Answer | null;
  /** Each answered site's number in the form. */
  numbers: number[];
  /** The setup's query (`setup=1&site=…`), for the demo form's link and this answer's own. */
  query: string | null;
  /** Why the setup in the page's address could not be used, if it could not. */
  linkProblem: string | null;
}

/**
 * The answer, with its reasons: per site, how many cameras of each type will work (and why), which
 * will work through the NVR, which to check and how, which will not; then the site's devices. The
 * summary line is a live region: a screen reader hears the new answer after each change.
 */
export function AnswerView({ boxRef, t, answer, numbers, query, linkProblem }: AnswerViewProps) {
  const a = t.answer;
  const read = codecsRead();
  return (
    <AnswerBox id={ANSWER_ID} ref={boxRef} tabIndex={-1} aria-labelledby="compat-answer-title">
      <h2 id="compat-answer-title">{a.title}</h2>
      {linkProblem && <p role="alert">{linkProblem}</p>}
      <p className="summary" role="status">
        {answer ? a.summary(answer.cameras, answer.sites.length, answer.counts, devicesText(answer.devices, PRODUCT_FACTS)) : a.empty}
      </p>
      {answer?.sites.map((site, i) => {
        const n = numbers[i] ?? i + 1;
        const notCounted = site.counts['wont-work'];
        return (
          <section key={n} aria-labelledby={`compat-answer-site-${n}`} data-answer-site={n}>
            <h3 id={`compat-answer-site-${n}`}>{a.siteTitle(site.name, n, site.cameras)}</h3>
            <Verdicts>
              {VERDICTS.flatMap((verdict) =>
                site.groups
                  .filter((g) => g.verdict === verdict)
                  .map(({ group }, j) => (
                    <li key={`${verdict}-${j}`} data-verdict={verdict}>
                      <strong>{a.verdict[verdict](group.count)}</strong>
                      {`: ${groupText(group)}.`}
                      <span className="why">
                        {t.reasons.connection[CAMERA_SUPPORT.connection[group.connection]]}
                        {verdict !== 'wont-work' && ` ${t.reasons.codec[CAMERA_SUPPORT.codec[group.codec]](group.codec, read)}`}
                      </span>
                    </li>
                  )),
              )}
            </Verdicts>
            <h4>{a.devicesTitle}</h4>
            {site.sizing.devices.length ? (
              <>
                <p className="devices">{devicesText(site.sizing.devices, PRODUCT_FACTS)}</p>
                <p>{a.devices(site.sizing, site.sized)}</p>
              </>
            ) : (
              <p>{a.noDevices}</p>
            )}
            {notCounted > 0 && site.sizing.devices.length > 0 && <p className="note">{a.notCounted(notCounted)}</p>}
          </section>
        );
      })}
      {answer && answer.sites.length > 1 && answer.devices.length > 0 && (
        <section aria-labelledby="compat-answer-total">
          <h3 id="compat-answer-total">{a.totalTitle}</h3>
          <p className="devices">{devicesText(answer.devices, PRODUCT_FACTS)}</p>
        </section>
      )}
      <Actions t={a} query={query} />
    </AnswerBox>
  );
}

/** To the demo request with this setup (in the link: the demo form reads it), and this answer's own link, which opens at it. */
function Actions({ t, query }: { t: CompatibilityTexts['answer']; query: string | null }) {
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  const demo = { pathname: '/', search: `?${query}`, hash: `#${SECTION_IDS.demo}` };
  const onCopy = () => {
    const done = (state: 'copied' | 'failed') => () => setCopy(state);
    if (!navigator.clipboard) return done('failed')();
    const { origin, pathname } = window.location;
    navigator.clipboard.writeText(`${origin}${pathname}?${query}#${ANSWER_ID}`).then(done('copied'), done('failed'));
  };
  return (
    <>
      {query && (
        <>
          <div className="actions">
            <DemoLink to={demo}>{t.demo}</DemoLink>
            <Link to={{ search: `?${query}`, hash: `#${ANSWER_ID}` }} replace preventScrollReset>
              {t.share}
            </Link>
            <Quiet type="button" className="copy" onClick={onCopy} {...appControl}>
              {t.copy}
            </Quiet>
          </div>
          <p className="note">{t.demoNote}</p>
        </>
      )}
      <p className="note" role="status">
        {copy === 'copied' ? t.copied : copy === 'failed' ? t.copyFailed : ''}
      </p>
    </>
  );
}

/**
 * Where the answer is below the form (narrower than 1024 px): its gist at the bottom of the screen
 * while the visitor is in the form — cameras that will work, devices — and a link to the whole of it.
 * Always the same height (a line each, cut short if need be), so a longer answer covers nothing more.
 * Only its link is a control: the rest of it covers the form's controls without standing for one.
 */
export function AnswerBar({ t, answer }: { t: CompatibilityTexts['bar']; answer: Answer | null }) {
  return (
    <Bar data-answer-bar="">
      <span className="gist">{answer ? t.counts(answer.cameras, answer.counts) : t.empty}</span>
      <span className="devices">{answer ? (answer.devices.length ? devicesText(answer.devices, PRODUCT_FACTS) : t.noDevices) : ''}</span>
      <a className="more" href={`#${ANSWER_ID}`}>
        <span className="word">{t.link}</span> ↓
      </a>
    </Bar>
  );
}
