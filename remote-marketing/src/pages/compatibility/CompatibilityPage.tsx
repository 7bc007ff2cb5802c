import { PageHead, SECTION_IDS, sectionPath } from '@mars/shared';
import { addressViewMark, useShowsAddress } from '@mars/shared/address-view';
import { setupToQuery } from '@mars/shared/demo-setup';
import { countedSetup, setupFields } from '@mars/shared/demo-setup-draft';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon, PageLayout } from '../../ui/PageLayout';
import { AnswerBar, AnswerView } from './AnswerView';
import { draftFromAddress, withoutToolParams } from './addressDraft';
import { answerFor } from './answer';
import { DemoLink, FormColumn, NoScript, Tool } from './CompatibilityPage.styles';
import { compatibilityHead } from './head';
import { RulesView } from './RulesView';
import { SetupForm } from './SetupForm';
import { useCompatibilityTexts } from './texts';
import { initialTool, toolReducer } from './toolModel';

/** The tool's element: in the page's HTML it says whether that HTML shows the address's setup (useShowsAddress). */
export const TOOL_ID = 'compat-tool';

/**
 * Exposed as `marketing/CompatibilityPage` (/camera-compatibility): "Will Mars work with my
 * cameras?". The visitor describes their sites; the answer follows every change, with its reasons,
 * and its setup goes into the page's address (a shareable link) and into the link to the demo form.
 * The page's HTML is the tool as a GET form to this page, and shows the answer for the setup in its
 * address (the release's view renderer, viewRenderer.tsx), so it works without JavaScript; it also
 * has the rules, the capacities and the devices for each camera count.
 */
export default function CompatibilityPage(_: { notFound?: ReactNode }) {
  const t = useCompatibilityTexts();
  const [params, setParams] = useSearchParams();
  // The first render is the page's HTML: the setup in the address when that HTML shows it, else the empty form.
  const showsAddress = useShowsAddress(TOOL_ID);
  const [fromAddress] = useState(() => (showsAddress ? draftFromAddress(params) : null));
  const [state, dispatch] = useReducer(toolReducer, fromAddress, initialTool);
  const form = useRef<HTMLFormElement>(null);
  const answerBox = useRef<HTMLElement>(null);

  const current = useMemo(() => countedSetup(state.draft.sites), [state.draft.sites]);
  const query = current ? setupToQuery(current.setup) : null;
  const answer = useMemo(() => (current ? answerFor(current.setup) : null), [current]);
  const head = useMemo(compatibilityHead, []);

  // What the visitor typed into the page's form before this code arrived is theirs: it stays, and
  // counts. Read before the first paint; the state then equals what the fields show, so nothing moves.
  useLayoutEffect(() => dispatch({ type: 'adopt', fields: setupFields(form.current) }), []);

  // The setup in the page's address when the page's HTML did not show it (an edge that does not
  // compose this page from its address, or its renderer failed): read once the page has been taken
  // over, and whenever the address comes to carry another one. The visitor's own changes, written
  // there, are not read back.
  const search = params.toString();
  const mounted = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what changes
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if ((first && showsAddress) || state.changed) return;
    const read = draftFromAddress(params);
    if (read) dispatch({ type: 'address', read });
  }, [search]);

  // Each change of the visitor's goes into the address, in place (no new history entry, no scroll).
  useEffect(() => {
    if (!state.changed) return;
    setParams((previous) => new URLSearchParams([withoutToolParams(previous), query ?? ''].filter(Boolean).join('&')), {
      replace: true,
      preventScrollReset: true,
    });
  }, [query, state.changed, setParams]);

  // The form's submit button, with the app: the answer is already there; the focus goes to it (the
  // screen's own scroll brings it into view where it is below the form).
  const showAnswer = (e: FormEvent) => {
    e.preventDefault();
    answerBox.current?.focus();
  };

  return (
    <PageLayout eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <PageHead head={head} />
      <NoScript>{t.noScript}</NoScript>
      <Tool id={TOOL_ID} {...addressViewMark(showsAddress && fromAddress !== null)}>
        <FormColumn>
          <SetupForm t={t} draft={state.draft} dispatch={dispatch} formRef={form} onSubmit={showAnswer} />
          <AnswerBar t={t.bar} answer={answer} />
        </FormColumn>
        <AnswerView
          boxRef={answerBox}
          t={t}
          answer={answer}
          numbers={current?.numbers ?? []}
          query={query}
          linkProblem={state.linkProblem && t.linkProblem[state.linkProblem]}
        />
      </Tool>
      <ComingSoon>{t.comingSoon(Object.values(PRODUCT_FACTS).map((p) => p.name))}</ComingSoon>
      <RulesView t={t} />
      <p>
        <DemoLink to={sectionPath(SECTION_IDS.demo)}>{t.answer.demoPlain}</DemoLink>
      </p>
    </PageLayout>
  );
}
