import { PageHead, SECTION_IDS, sectionPath, useTypedBeforeHydration } from '@mars/shared';
import { type SetupProblem, setupFromQuery, setupToQuery, withoutSetup } from '@mars/shared/demo-setup';
import { PRODUCT_FACTS } from '@mars/shared/products';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ComingSoon, PageLayout } from '../../ui/PageLayout';
import { AnswerView } from './AnswerView';
import { answerFor } from './answer';
import { DemoLink, NoScript, Tool } from './CompatibilityPage.styles';
import { compatibilityHead } from './head';
import { RulesView } from './RulesView';
import { SetupForm } from './SetupForm';
import { draftsOf, FIRST_DRAFT, type GroupDraft, newGroup, newSite, type SiteDraft, setupOf } from './setupDraft';
import { useCompatibilityTexts } from './texts';

/**
 * Exposed as `marketing/CompatibilityPage` (/camera-compatibility): "Will Mars work with my
 * cameras?". The visitor describes their sites; the answer follows every change, with its reasons,
 * and its setup goes into the page's address (a shareable link) and into the link to the demo form.
 * The page's HTML (no JavaScript) has the rules, the capacities and the devices for each camera count.
 */
export default function CompatibilityPage(_: { notFound?: ReactNode }) {
  const t = useCompatibilityTexts();
  const [sites, setSites] = useState<SiteDraft[]>(FIRST_DRAFT);
  const [linkProblem, setLinkProblem] = useState<SetupProblem | null>(null);
  const [params, setParams] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
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

  // What the visitor typed into the page's form before this code arrived is theirs: it stays, and counts.
  // (The page's form has one site of one camera type: its fields' names are the setup's parameters.)
  useTypedBeforeHydration(form, (typed) => {
    const [site] = FIRST_DRAFT as [SiteDraft];
    const [group] = site.groups as [GroupDraft];
    const next: SiteDraft = {
      ...site,
      name: typed.site ?? site.name,
      groups: [
        {
          ...group,
          count: typed.count ?? group.count,
          connection: (typed.connection as GroupDraft['connection']) ?? group.connection,
          codec: (typed.codec as GroupDraft['codec']) ?? group.codec,
          resolution: (typed.resolution as GroupDraft['resolution']) ?? group.resolution,
        },
      ],
    };
    if (JSON.stringify(next) === JSON.stringify(site)) return;
    changed.current = true;
    setSites([next]);
  });

  // The setup in the page's address (a shared link, the demo form's "open in the tool"): read once
  // the page has been taken over (its first render is the page's HTML), and whenever the address
  // comes to carry another one. The visitor's own changes, written there, read back as the same.
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is what changes
  useEffect(() => {
    if (changed.current) return;
    const read = setupFromQuery(params);
    if (!read) return;
    if (!read.ok) {
      setLinkProblem(read.problem);
      return;
    }
    if (setupToQuery(read.setup) === query) return;
    setSites(draftsOf(read.setup, key));
    setLinkProblem(null);
  }, [search]);

  // Each change of the visitor's goes into the address, in place (no new history entry, no scroll).
  useEffect(() => {
    if (!changed.current) return;
    setParams(
      (previous) => {
        const rest = withoutSetup(previous);
        return new URLSearchParams([rest, query ?? ''].filter(Boolean).join('&'));
      },
      { replace: true, preventScrollReset: true },
    );
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

  return (
    <PageLayout eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <PageHead head={compatibilityHead()} />
      <NoScript>{t.noScript}</NoScript>
      <Tool>
        <SetupForm
          t={t.form}
          title={t.toolTitle}
          sites={sites}
          formRef={form}
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
        <AnswerView
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
