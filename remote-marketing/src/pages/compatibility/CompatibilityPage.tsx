import { PageHead, SECTION_IDS, sectionPath } from '@mars/shared';
import { addressViewMark, useShowsAddress } from '@mars/shared/address-view';
import { type SetupProblem, setupToQuery } from '@mars/shared/demo-setup';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { type FormEvent, type ReactNode, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon, PageLayout } from '../../ui/PageLayout';
import { AnswerBar, AnswerView } from './AnswerView';
import { draftFromAddress, draftFromFields, sameDrafts, withoutToolParams } from './addressDraft';
import { answerFor } from './answer';
import { DemoLink, FormColumn, NoScript, Tool } from './CompatibilityPage.styles';
import { compatibilityHead } from './head';
import { RulesView } from './RulesView';
import { SetupForm } from './SetupForm';
import { FIRST_DRAFT, newGroup, newSite, type SiteDraft, setupOf } from './setupDraft';
import { useCompatibilityTexts } from './texts';

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
  const [sites, setSites] = useState<SiteDraft[]>(fromAddress?.sites ?? FIRST_DRAFT);
  const [linkProblem, setLinkProblem] = useState<SetupProblem | null>(fromAddress?.problem ?? null);
  const form = useRef<HTMLFormElement>(null);
  const answerBox = useRef<HTMLElement>(null);
  const keys = useRef(1);
  const key = () => `n${++keys.current}`;
  /** Set by the visitor's own changes: only those are written into the address. */
  const changed = useRef(false);
  /**
   * The field to focus once the form shows it (after adding or removing), until then or the visitor's
   * next change. Effects of an earlier render can run in between: the takeover's do, in a later task.
   */
  const focusNext = useRef<string | null>(null);

  const current = useMemo(() => setupOf(sites), [sites]);
  const query = current ? setupToQuery(current.setup) : null;
  const answer = useMemo(() => (current ? answerFor(current.setup) : null), [current]);
  const head = useMemo(compatibilityHead, []);

  // What the visitor typed into the page's form before this code arrived is theirs: it stays, and
  // counts. Read before the first paint; the state then equals what the fields show, so nothing moves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    const typed = form.current && draftFromFields(form.current, sites);
    if (!typed || sameDrafts(typed, sites)) return;
    changed.current = true;
    setSites(typed);
  }, []);

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
    if ((first && showsAddress) || changed.current) return;
    const read = draftFromAddress(params);
    if (!read) return;
    if (read.problem) {
      setLinkProblem(read.problem);
      return;
    }
    if (sameDrafts(read.sites, sites)) return;
    setSites(read.sites);
    setLinkProblem(null);
  }, [search]);

  // Each change of the visitor's goes into the address, in place (no new history entry, no scroll).
  useEffect(() => {
    if (!changed.current) return;
    setParams((previous) => new URLSearchParams([withoutToolParams(previous), query ?? ''].filter(Boolean).join('&')), {
      replace: true,
      preventScrollReset: true,
    });
  }, [query, setParams]);

  useEffect(() => {
    const field = focusNext.current && document.getElementById(focusNext.current);
    if (!field) return;
    field.focus();
    focusNext.current = null;
  });

  const edit = (change: (sites: SiteDraft[]) => SiteDraft[], focus?: string) => {
    changed.current = true;
    setLinkProblem(null);
    focusNext.current = focus ?? null;
    setSites(change);
  };
  const mapSite = (siteKey: string, f: (site: SiteDraft) => SiteDraft) => (all: SiteDraft[]) =>
    all.map((s) => (s.key === siteKey ? f(s) : s));

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
          <SetupForm
            t={t.form}
            title={t.toolTitle}
            sites={sites}
            formRef={form}
            onSubmit={showAnswer}
            onSite={(site, name) => edit(mapSite(site, (s) => ({ ...s, name })))}
            onGroup={(site, group, patch) =>
              edit(mapSite(site, (s) => ({ ...s, groups: s.groups.map((g) => (g.key === group ? { ...g, ...patch } : g)) })))
            }
            onAddGroup={(site) => {
              const group = newGroup(key());
              edit(
                mapSite(site, (s) => ({ ...s, groups: [...s.groups, group] })),
                `compat-${site}-${group.key}-count`,
              );
            }}
            onRemoveGroup={(site, group) => {
              const groups = sites.find((s) => s.key === site)?.groups ?? [];
              const at = groups.findIndex((g) => g.key === group);
              const stays = groups[at === 0 ? 1 : at - 1];
              edit(
                mapSite(site, (s) => ({ ...s, groups: s.groups.filter((g) => g.key !== group) })),
                stays && `compat-${site}-${stays.key}-count`,
              );
            }}
            onAddSite={() => {
              const site = newSite(key(), key());
              edit((all) => [...all, site], `compat-${site.key}-name`);
            }}
            onRemoveSite={(site) => {
              const at = sites.findIndex((s) => s.key === site);
              const stays = sites[at === 0 ? 1 : at - 1];
              edit((all) => all.filter((s) => s.key !== site), stays && `compat-${stays.key}-name`);
            }}
          />
          <AnswerBar t={t.bar} answer={answer} />
        </FormColumn>
        <AnswerView
          boxRef={answerBox}
          t={t}
          answer={answer}
          numbers={current?.numbers ?? []}
          query={query}
          linkProblem={linkProblem && t.linkProblem[linkProblem]}
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
