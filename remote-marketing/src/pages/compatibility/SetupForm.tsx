import { appControl, appIntent } from '@mars/shared';
import { CODECS, CONNECTIONS, DEMO_SETUP_VERSION, RESOLUTIONS, SETUP_LABELS, SETUP_LIMITS, SETUP_PARAMS } from '@mars/shared/demo-setup';
import type { FormEvent, Ref } from 'react';
import { Form, Group, Quiet, Site } from './CompatibilityPage.styles';
import { countProblem, type GroupDraft, type SiteDraft } from './setupDraft';
import type { CompatibilityTexts } from './texts';

export interface SetupFormProps {
  t: CompatibilityTexts['form'];
  title: string;
  sites: SiteDraft[];
  formRef?: Ref<HTMLFormElement>;
  onSite: (site: string, name: string) => void;
  onGroup: (site: string, group: string, patch: Partial<Omit<GroupDraft, 'key'>>) => void;
  onAddGroup: (site: string) => void;
  onRemoveGroup: (site: string, group: string) => void;
  onAddSite: () => void;
  onRemoveSite: (site: string) => void;
}

const OPTIONS = {
  connection: CONNECTIONS.map((v) => [v, SETUP_LABELS.connection[v]] as const),
  codec: CODECS.map((v) => [v, SETUP_LABELS.codec[v]] as const),
  resolution: RESOLUTIONS.map((v) => [v, SETUP_LABELS.resolution[v]] as const),
};

/**
 * The visitor's sites, each with its camera types: how many, how they connect, their codec and
 * resolution. A GET form whose fields are the setup's own parameters (`setup`, `site`, `count`, …),
 * in the order the contract reads them: submitted before the app has started (Enter in a field), it
 * opens this page with the setup in its address, which the app then reads. Reaching into it (focus,
 * the pointer, a key: `appIntent`) is when the page fetches the app; what was typed meanwhile is kept.
 * With the app, every change answers at once and nothing is submitted.
 */
export function SetupForm(p: SetupFormProps) {
  const { t } = p;
  const onSubmit = (e: FormEvent) => e.preventDefault();
  return (
    <Form ref={p.formRef} method="get" onSubmit={onSubmit} aria-labelledby="compat-form-title" noValidate {...appIntent}>
      <h2 id="compat-form-title">{p.title}</h2>
      <input type="hidden" name={SETUP_PARAMS.version} value={DEMO_SETUP_VERSION} />
      {p.sites.map((site, i) => {
        const n = i + 1;
        return (
          <Site key={site.key} data-site={n}>
            <legend>{t.site(n)}</legend>
            <label>
              {t.siteName}
              <input
                id={`compat-${site.key}-name`}
                name={SETUP_PARAMS.site}
                value={site.name}
                maxLength={SETUP_LIMITS.siteName}
                placeholder={t.siteNamePlaceholder}
                autoComplete="off"
                onChange={(e) => p.onSite(site.key, e.target.value)}
              />
            </label>
            {site.groups.map((group, j) => (
              <GroupFields
                key={group.key}
                t={t}
                site={site}
                group={group}
                siteNumber={n}
                number={j + 1}
                onGroup={p.onGroup}
                onRemoveGroup={p.onRemoveGroup}
              />
            ))}
            <Quiet
              type="button"
              onClick={() => p.onAddGroup(site.key)}
              disabled={site.groups.length >= SETUP_LIMITS.groupsPerSite}
              {...appControl}
            >
              {t.addGroup}
            </Quiet>
            {p.sites.length > 1 && (
              <Quiet type="button" className="remove" onClick={() => p.onRemoveSite(site.key)} {...appControl}>
                {t.removeSite(n)}
              </Quiet>
            )}
          </Site>
        );
      })}
      <Quiet type="button" onClick={p.onAddSite} disabled={p.sites.length >= SETUP_LIMITS.sites} {...appControl}>
        {t.addSite}
      </Quiet>
      <p className="limits">{t.limits}</p>
    </Form>
  );
}

function GroupFields({
  t,
  site,
  group,
  siteNumber,
  number,
  onGroup,
  onRemoveGroup,
}: Pick<SetupFormProps, 't' | 'onGroup' | 'onRemoveGroup'> & { site: SiteDraft; group: GroupDraft; siteNumber: number; number: number }) {
  const id = `compat-${site.key}-${group.key}`;
  const invalid = countProblem(group.count);
  const select = (field: 'connection' | 'codec' | 'resolution', label: string) => (
    <label>
      {label}
      <select
        id={`${id}-${field}`}
        name={SETUP_PARAMS[field]}
        value={group[field]}
        onChange={(e) => onGroup(site.key, group.key, { [field]: e.target.value } as Partial<GroupDraft>)}
      >
        {OPTIONS[field].map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Group data-group={number}>
      <legend>
        <span className="visually-hidden">{t.groupOfSite(siteNumber)}</span>
        {t.group(number)}
      </legend>
      <div className="fields">
        <div>
          <label>
            {t.count}
            <input
              id={`${id}-count`}
              name={SETUP_PARAMS.count}
              value={group.count}
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              aria-invalid={invalid}
              aria-describedby={`${id}-count-problem`}
              onChange={(e) => onGroup(site.key, group.key, { count: e.target.value })}
            />
          </label>
          <p className="problem" id={`${id}-count-problem`}>
            {invalid ? t.countProblem : ''}
          </p>
        </div>
        {select('connection', t.connection)}
        {select('codec', t.codec)}
        {select('resolution', t.resolution)}
      </div>
      {site.groups.length > 1 && (
        <Quiet type="button" className="remove" onClick={() => onRemoveGroup(site.key, group.key)} {...appControl}>
          {t.removeGroup(number)}
          <span className="visually-hidden">{t.removeGroupOfSite(siteNumber)}</span>
        </Quiet>
      )}
    </Group>
  );
}
